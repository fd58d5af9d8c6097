import type { FieldRenderProps } from 'react-final-form';
import { FieldShell, fieldError, useFieldId } from '@mealplan/shared/ui';
import { DEFAULT_CALLING_CODE } from '../forms/phone';

interface FormPhoneFieldProps extends FieldRenderProps<string> {
  label: string;
  id?: string;
}

/** A phone number input after the fixed, not editable UAE calling code. */
export function FormPhoneField({ input, meta, label, id }: FormPhoneFieldProps) {
  const fieldId = useFieldId(id);
  const error = fieldError(meta);
  return (
    <FieldShell id={fieldId} label={label} error={error}>
      <div className="phone-input">
        <span className="phone-input__code" aria-label={`Country code ${DEFAULT_CALLING_CODE}`}>{DEFAULT_CALLING_CODE}</span>
        <input
          {...input}
          id={fieldId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="50 123 4567"
          className="ui-input phone-input__number"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
      </div>
    </FieldShell>
  );
}
