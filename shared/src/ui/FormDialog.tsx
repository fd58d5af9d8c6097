// A react-final-form form in the kit's Dialog, ending with the caller's cancel and submit buttons: focus starts in its
// first field, Escape and Cancel close it. A refused save (the server's Err reply) puts the refusal's field messages
// under their fields and any other refusal above the buttons, in the page's language (useRefusalText).
import { FORM_ERROR, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useKitIntl } from './useKitIntl';
import { useRefusalFieldTexts, useRefusalText } from './refusal';
import './ui.css';

export interface FormDialogProps<Values extends object> {
  title: string;
  /** Cancel, Escape, the close button and the backdrop. */
  onClose: () => void;
  initialValues: Values;
  /** Errors that concern several fields (a field checks itself with its own `validate`). */
  validate?: (values: Values) => ValidationErrors;
  /**
   * Saves valid values; it may return react-final-form's submission errors. A rejection is a refusal: its field
   * messages go under the fields, anything else shows above the buttons.
   */
  onSubmit: (values: Values, form: FormApi<Values>) => SubmissionErrors | void | Promise<SubmissionErrors | void>;
  /** The submit button's text (the kit's 'Save' without it). */
  submitLabel?: string;
  /** The cancel button's text (the kit's 'Cancel' without it). */
  cancelLabel?: string;
  /** Disables the submit button (e.g. with nothing to save); it is disabled while saving in any case. */
  submitDisabled?: boolean;
  className?: string;
  size?: 'normal' | 'wide';
  /** The fields, given the current values and the form (to fill or reset fields). */
  children: (values: Values, form: FormApi<Values>) => ReactNode;
}

export function FormDialog<Values extends object>({
  title,
  onClose,
  initialValues,
  validate,
  onSubmit,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  className,
  size,
  children,
}: FormDialogProps<Values>) {
  const intl = useKitIntl();
  const refusalText = useRefusalText();
  const refusalFields = useRefusalFieldTexts();
  const submit = async (values: Values, form: FormApi<Values>): Promise<SubmissionErrors | void> => {
    try {
      return await onSubmit(values, form);
    } catch (error) {
      const fields = refusalFields(error);
      return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: refusalText(error) };
    }
  };
  return (
    <Dialog title={title} onClose={onClose} initialFocus="field" size={size}>
      <Form<Values>
        initialValues={initialValues}
        // The values are read once: a store update while the dialog is open does not overwrite what is typed.
        initialValuesEqual={() => true}
        validate={validate}
        onSubmit={submit}
        render={({ handleSubmit, values, form, submitting, submitError }) => (
          <form className={['ui-form-dialog', className].filter(Boolean).join(' ')} onSubmit={(event) => void handleSubmit(event)} noValidate>
            {children(values, form)}
            {typeof submitError === 'string' && (
              <p className="ui-form-dialog__error" role="alert">
                {submitError}
              </p>
            )}
            <div className="ui-modal__actions">
              <Button type="button" variant="ghost" onClick={onClose}>
                {cancelLabel ?? intl.formatMessage({ id: 'kit.form.cancel' })}
              </Button>
              <Button type="submit" disabled={submitDisabled} loading={submitting}>
                {submitLabel ?? intl.formatMessage({ id: 'kit.form.save' })}
              </Button>
            </div>
          </form>
        )}
      />
    </Dialog>
  );
}
