import { useState, type InputHTMLAttributes, type KeyboardEvent, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldMessages, FieldShell, describedBy, useFieldId, type FieldLookProps } from './FieldShell';
import { steppedValue, typeInto } from './numberStep';
import { useKitIntl } from './useKitIntl';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';
import './ui.css';

export type TextFieldProps = FieldLookProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A number input's arrow keys: the field's step, ×10 with Shift, ×100 with Control (doc 1 §5). */
function stepNumber(event: KeyboardEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const next = steppedValue(input, event);
  if (next === null) return;
  event.preventDefault();
  if (next !== input.value) typeInto(input, next);
}

export function TextField({ label, error, hint, id, className, onKeyDown, ...input }: TextFieldProps) {
  const fieldId = useFieldId(id);
  const number = input.type === 'number';
  const typed = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        type="text"
        {...input}
        ref={typed}
        id={fieldId}
        className="ui-input"
        {...describedBy(fieldId, { error, hint })}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (number && !event.defaultPrevented && !input.readOnly && !input.disabled) stepNumber(event);
        }}
      />
    </FieldShell>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, error, hint, id, className, ...input }: PasswordFieldProps) {
  const fieldId = useFieldId(id);
  const [visible, setVisible] = useState(false);
  const intl = useKitIntl();
  const typed = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <div className="ui-password">
        <input
          autoComplete="current-password"
          {...input}
          ref={typed}
          id={fieldId}
          type={visible ? 'text' : 'password'}
          className="ui-input ui-password__input"
          {...describedBy(fieldId, { error, hint })}
        />
        <button
          type="button"
          className="ui-password__toggle"
          aria-controls={fieldId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {intl.formatMessage({ id: visible ? 'kit.password.hide' : 'kit.password.show' })}
        </button>
      </div>
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldLookProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option. */
    placeholder?: string;
  };

export function SelectField({ label, error, hint, id, className, options, placeholder, ...select }: SelectFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select {...select} id={fieldId} className="ui-input ui-select" {...describedBy(fieldId, { error, hint })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldLookProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

export function TextAreaField({ label, error, hint, id, className, rows = 4, ...textarea }: TextAreaFieldProps) {
  const fieldId = useFieldId(id);
  const typed = useTypedBeforeHydration<HTMLTextAreaElement>();
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea rows={rows} {...textarea} ref={typed} id={fieldId} className="ui-input ui-textarea" {...describedBy(fieldId, { error, hint })} />
    </FieldShell>
  );
}

export type CheckboxFieldProps = FieldLookProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>;

/** A checkbox with its label beside it and the error under both. */
export function CheckboxField({ label, error, hint, id, className, ...input }: CheckboxFieldProps) {
  const fieldId = useFieldId(id);
  const typed = useTypedBeforeHydration<HTMLInputElement>();
  return (
    <div className={['ui-field', 'ui-checkbox', error ? 'ui-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="ui-checkbox__row">
        <input {...input} ref={typed} type="checkbox" id={fieldId} className="ui-checkbox__input" {...describedBy(fieldId, { error, hint })} />
        <label className="ui-checkbox__label" htmlFor={fieldId}>
          {label}
        </label>
      </div>
      <FieldMessages id={fieldId} error={error} hint={hint} />
    </div>
  );
}
