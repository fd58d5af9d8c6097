// A react-final-form number field held to the spec's limits (§5): the typed text is kept while typing and clamped to
// the limit and its step when the field is left; its error ('Please enter value') shows once the form was submitted.
// A required field checks itself, so a form checks exactly the fields it shows.
import { Field } from 'react-final-form';
import { clampToLimit, type FieldLimit } from '@mealplan/shared/domain';
import { TextField } from '@mealplan/shared/ui';

export interface NumberFieldProps {
  name: string;
  label: string;
  limit: FieldLimit;
  /** The message when the field is empty (or not a number); without it the field may stay empty. */
  required?: string;
}

export function NumberField({ name, label, limit, required }: NumberFieldProps) {
  const validate = required === undefined ? undefined : (value: string | undefined) => (numberOf(value, limit) === null ? required : undefined);
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error: unknown = meta.error;
        return (
          <TextField
            label={label}
            name={input.name}
            type="number"
            inputMode="decimal"
            min={limit.min}
            max={limit.max}
            step={limit.step}
            value={input.value}
            error={meta.submitFailed && typeof error === 'string' ? error : undefined}
            onChange={input.onChange}
            onFocus={input.onFocus}
            onBlur={() => {
              const clamped = clampToLimit(input.value, limit);
              if (clamped !== null && String(clamped) !== input.value) input.onChange(String(clamped));
              input.onBlur();
            }}
          />
        );
      }}
    </Field>
  );
}

/** The clamped number of a field's text, or null when it is empty or not a number. */
export const numberOf = (text: string | undefined, limit: FieldLimit): number | null => clampToLimit(text ?? '', limit);
