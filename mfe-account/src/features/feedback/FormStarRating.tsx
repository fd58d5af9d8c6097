import type { FieldRenderProps } from 'react-final-form';
import { StarRating, fieldError } from '@mealplan/shared/ui';

interface FormStarRatingProps extends FieldRenderProps<number> {
  label: string;
  /** Shown above the stars; the group's accessible name is `label`. */
  caption?: string;
}

/** StarRating for react-final-form's <Field component={...}>, with the field's error under it. */
export function FormStarRating({ input, meta, label, caption }: FormStarRatingProps) {
  const error = fieldError(meta);
  return (
    <div className={`star-field${error ? ' star-field--invalid' : ''}`}>
      <span className="star-field__caption">{caption ?? label}</span>
      <StarRating label={label} value={Number(input.value) || 0} onChange={(value) => input.onChange(value)} size="lg" />
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
