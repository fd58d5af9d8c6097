import { useEffect, useRef, type ComponentType } from 'react';
import { useForm, type FieldRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import { normaliseLanguage } from '../i18n/locale';
import { CheckboxField, PasswordField, SelectField, TextAreaField, TextField } from './fields';

/** The error to show for a react-final-form field: a validation error once touched, or a submit error. */
export function fieldError(meta: FieldRenderProps<unknown>['meta']): string | undefined {
  const submitError: unknown = meta.submitError;
  if (typeof submitError === 'string' && !meta.dirtySinceLastSubmit) return submitError;
  const error: unknown = meta.error;
  return meta.touched && typeof error === 'string' ? error : undefined;
}

/**
 * Wraps a kit field for react-final-form's <Field component={...}>: spreads `input`, shows `meta`'s error
 * under the field, passes every other prop (label, options, ...) through.
 */
function adapt<P extends { error?: unknown }>(Field: ComponentType<P>) {
  function Adapted({ input, meta, ...rest }: FieldRenderProps<unknown> & Omit<P, 'error' | keyof FieldRenderProps<unknown>['input']>) {
    const props = { ...rest, ...input, error: fieldError(meta) } as unknown as P;
    return <Field {...props} />;
  }
  Adapted.displayName = `Form${Field.displayName ?? Field.name}`;
  return Adapted;
}

export const FormTextField = adapt(TextField);
export const FormPasswordField = adapt(PasswordField);
export const FormSelectField = adapt(SelectField);
export const FormTextAreaField = adapt(TextAreaField);
/** Use with <Field type="checkbox">, so `input.checked` is set. */
export const FormCheckboxField = adapt(CheckboxField);

/**
 * Inside a form with a language field: when the page's language changes (the header switch), the field takes the new
 * language, so a later save does not set the old one back. The value the form loaded with stays until a switch.
 */
export function FollowPageLanguage({ name = 'language' }: { name?: string }) {
  const form = useForm();
  const { locale } = useIntl();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    const language = normaliseLanguage(locale);
    if (language) form.change(name, language);
  }, [form, locale, name]);
  return null;
}
