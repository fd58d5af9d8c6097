import type { InputHTMLAttributes } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { FieldShell, describedBy, useFieldId, type FieldLookProps } from './FieldShell';
import { fieldError } from './formFields';
import { useKitIntl } from './useKitIntl';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';
import './ui.css';

export type PhoneFieldProps = FieldLookProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'type'> & {
    /** The fixed, not editable calling code shown before the number: "+971". */
    callingCode: string;
  };

/** A phone number input after the fixed, not editable calling code (spec 1 §2 /sign-up, spec 2 §5.4). */
export function PhoneField({ label, error, hint, id, className, callingCode, placeholder, ...input }: PhoneFieldProps) {
  const fieldId = useFieldId(id);
  const intl = useKitIntl();
  const typed = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <div className="ui-phone" dir="ltr">
        <span className="ui-phone__code" aria-label={intl.formatMessage({ id: 'kit.phone.countryCode' }, { code: callingCode })}>
          {callingCode}
        </span>
        <input
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={placeholder ?? intl.formatMessage({ id: 'kit.phone.placeholder' })}
          {...input}
          ref={typed}
          id={fieldId}
          type="tel"
          className="ui-input ui-phone__number"
          {...describedBy(fieldId, { error, hint })}
        />
      </div>
    </FieldShell>
  );
}

type FormPhoneFieldProps = FieldRenderProps<string> & Omit<PhoneFieldProps, 'error' | keyof FieldRenderProps<string>['input']>;

/** PhoneField for react-final-form's <Field component={...}>. */
export function FormPhoneField({ input, meta, ...rest }: FormPhoneFieldProps) {
  return <PhoneField {...rest} {...input} error={fieldError(meta)} />;
}
