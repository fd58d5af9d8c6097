import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, FormTextField, LinkButton, useText } from '@mealplan/shared/ui';
import { AuthLayout } from '../../common/AuthLayout';
import { type AccountMessageId } from '../../i18n';
import { EmailLinkStore } from './emailLinkStore';
import { submitShowingErrors } from '../../common/serverErrors';

interface RestoreValues {
  email: string;
}

/** /restore: emails a login link to the registered address. */
export function RestorePage() {
  const links = usePageStore(({ client }) => new EmailLinkStore(client));
  const [sent, setSent] = useState<string | null>(null);
  const t = useText<AccountMessageId>();

  const submit = ({ email }: RestoreValues) =>
    submitShowingErrors(async () => {
      setSent(await links.sendLoginLink((email ?? '').trim()));
    });

  return (
    <AuthLayout title={t('restore.title')} subtitle={t('restore.subtitle')}>
      {sent ? (
        <p className="auth__notice" role="status">
          {sent}
        </p>
      ) : (
        <Form<RestoreValues>
          onSubmit={submit}
          render={({ handleSubmit, submitting }) => (
            <form className="auth__form" onSubmit={handleSubmit} noValidate>
              <Field name="email" component={FormTextField} label={t('field.email')} type="email" autoComplete="email" />
              <Button type="submit" block size="lg" loading={submitting}>
                {t('restore.submit')}
              </Button>
            </form>
          )}
        />
      )}
      <LinkButton to="/sign-in" variant="link">
        {t('auth.back')}
      </LinkButton>
    </AuthLayout>
  );
}
