// The server's error for a group of fields (a checkbox group, an address block), shown under it after a submit.
import { Field } from 'react-final-form';

export function SubmitErrorLine({ name }: { name: string }) {
  return (
    <Field name={name} subscription={{ submitError: true }}>
      {({ meta }) =>
        typeof meta.submitError === 'string' ? (
          <p className="ui-field__error" role="alert">
            {meta.submitError}
          </p>
        ) : null
      }
    </Field>
  );
}
