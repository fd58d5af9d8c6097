import type { FieldRenderProps } from 'react-final-form';
import { FieldShell, fieldError, useFieldId } from '@mealplan/shared/ui';
import { DEFAULT_CALLING_CODE } from '../forms/phone';
import { useText } from '../i18n';

interface FormPhoneFieldProps extends FieldRenderProps<string> {
  label: string;
  id?: string;
}

/** A phone number input after the fixed, not editable UAE calling code. */
export function FormPhoneField({ input, meta, label, id }: FormPhoneFieldProps) {
  const fieldId = useFieldId(id);
  const error = fieldError(meta);
  const t = useText();
  return (
    <FieldShell id={fieldId} label={label} error={error}>
      <div className="phone-input" dir="ltr">
        <span className="phone-input__code" aria-label={t('field.countryCode', { code: DEFAULT_CALLING_CODE })}>
          {DEFAULT_CALLING_CODE}
        </span>
        <input
          {...input}
          id={fieldId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('field.phonePlaceholder')}
          className="ui-input phone-input__number"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
      </div>
    </FieldShell>
  );
}
