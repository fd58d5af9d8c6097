import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Button, FormTextField, LinkButton } from '@mealplan/shared/ui';
import { AuthLayout } from '../components/AuthLayout';
import { sendLoginLink } from '../services/accountApi';
import { submitShowingErrors } from '../services/serverErrors';

interface RestoreValues {
  email: string;
}

/** /restore: emails a login link to the registered address. */
export function RestorePage() {
  const [sent, setSent] = useState<string | null>(null);

  const submit = ({ email }: RestoreValues) =>
    submitShowingErrors(async () => {
      setSent(await sendLoginLink((email ?? '').trim()));
    });

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter the email you registered with and we will send you a link to sign in and set a new password.">
      {sent ? (
        <p className="auth__notice" role="status">{sent}</p>
      ) : (
        <Form<RestoreValues>
          onSubmit={submit}
          render={({ handleSubmit, submitting }) => (
            <form className="auth__form" onSubmit={handleSubmit} noValidate>
              <Field name="email" component={FormTextField} label="Email" type="email" autoComplete="email" />
              <Button type="submit" block size="lg" loading={submitting}>Send Login Link</Button>
            </form>
          )}
        />
      )}
      <LinkButton to="/sign-in" variant="link">Back</LinkButton>
    </AuthLayout>
  );
}
