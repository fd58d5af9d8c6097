import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@mealplan/shared/router';
import { Field, Form } from 'react-final-form';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, FormPasswordField, LinkButton, Spinner, useRefusalText, useText } from '@mealplan/shared/ui';
import { AuthLayout } from '../../common/AuthLayout';
import { type AccountMessageId } from '../../i18n';
import { EmailLinkStore } from './emailLinkStore';
import { submitShowingErrors } from '../../common/serverErrors';

/** spec 1 §9: after a new password is set the customer goes to / after 1 second. */
export const REDIRECT_AFTER_SET_MS = 1000;

type TokenState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'done'; message: string };

interface PasswordValues {
  password: string;
}

/** /restore/:token and /forgot/:token: a new password from an emailed link. */
export function SetPasswordPage() {
  const links = usePageStore(({ client }) => new EmailLinkStore(client));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<TokenState>({ kind: 'checking' });
  const t = useText<AccountMessageId>();
  const refusalText = useRefusalText();

  useEffect(() => {
    let current = true;
    links.checkRestoreToken(token).then(
      () => current && setState({ kind: 'valid' }),
      (error: unknown) => current && setState({ kind: 'invalid', message: refusalText(error) }),
    );
    return () => {
      current = false;
    };
  }, [links, token, refusalText]);

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => void navigate('/'), REDIRECT_AFTER_SET_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  const submit = ({ password }: PasswordValues) =>
    submitShowingErrors(async () => {
      setState({ kind: 'done', message: await links.setNewPassword(token, password ?? '') });
    });

  return (
    <AuthLayout title={t('setPassword.title')}>
      {state.kind === 'checking' && <Spinner label={t('setPassword.checking')} />}
      {(state.kind === 'invalid' || state.kind === 'done') && (
        <p className={`auth__notice${state.kind === 'invalid' ? ' auth__notice--error' : ''}`} role="status">
          {state.message}
        </p>
      )}
      {state.kind === 'valid' && (
        <Form<PasswordValues>
          onSubmit={submit}
          render={({ handleSubmit, submitting }) => (
            <form className="auth__form" onSubmit={handleSubmit} noValidate>
              <Field
                name="password"
                component={FormPasswordField}
                label={t('setPassword.newPassword')}
                autoComplete="new-password"
                hint={t('field.passwordHint')}
              />
              <Button type="submit" block size="lg" loading={submitting}>
                {t('setPassword.submit')}
              </Button>
            </form>
          )}
        />
      )}
      {state.kind === 'invalid' && (
        <LinkButton to="/restore" variant="secondary" block>
          {t('setPassword.requestNew')}
        </LinkButton>
      )}
    </AuthLayout>
  );
}
