// A number field held to the spec's limits (§5): the typed text is kept while typing and clamped to the limit and
// its step when the field is left; an empty field shows 'Please enter value' once the form was submitted.
import { TextField } from '@mealplan/shared/ui';
import { clampToLimit, type FieldLimit } from '@mealplan/shared/domain';

export interface NumberFieldProps {
  label: string;
  value: string;
  limit: FieldLimit;
  onChange: (value: string) => void;
  error?: string | undefined;
  name?: string;
}

export function NumberField({ label, value, limit, onChange, error, name }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      min={limit.min}
      max={limit.max}
      step={limit.step}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const clamped = clampToLimit(value, limit);
        if (clamped !== null && String(clamped) !== value) onChange(String(clamped));
      }}
    />
  );
}
