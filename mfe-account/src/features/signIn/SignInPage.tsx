import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@mealplan/shared/router';
import { Field, Form } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { RequestError, sessionStore, type ServerUser } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, FormPasswordField, FormTextField, modalStore, useRefusalText, useText } from '@mealplan/shared/ui';
import { AuthLayout } from '../../common/AuthLayout';
import { BannedNotice } from './BannedNotice';
import { SocialButtons } from '../../common/SocialButtons';
import { TermsNotice } from '../../common/TermsNotice';
import { passwordModalMessage } from '../../common/signUpErrors';
import { useSocialReturn } from '../../common/useSocialReturn';
import { AccountIntl, Text, type AccountMessageId } from '../../i18n';
import { SignInStore } from './signInStore';
import { showServerError } from '../../common/serverErrors';

interface SignInValues {
  email: string;
  password: string;
  smscode?: string;
}

function isBanned(error: RequestError): boolean {
  return typeof error.data === 'object' && error.data !== null && (error.data as { banned?: unknown }).banned === true;
}

export function SignInPage() {
  const account = usePageStore(({ client, session }) => new SignInStore(client, session));
  const navigate = useNavigate();
  const [smsMessage, setSmsMessage] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const t = useText<AccountMessageId>();
  const refusal = useRefusalText();

  const finish = (user: ServerUser) => {
    sessionStore.setUser(user);
    navigate('/');
  };

  useSocialReturn('/sign-in', (provider, token) => account.socialSignIn(provider, token));

  /** Asks for another code with the same email and password; the earlier code stops working. */
  const sendNewCode = async ({ email, password }: SignInValues) => {
    setResending(true);
    try {
      const outcome = await account.signIn(email.trim(), password);
      if (outcome.kind === 'signedIn') return finish(outcome.user);
      setSmsMessage(outcome.message);
      setResent(true);
    } catch (error) {
      showServerError(error);
    } finally {
      setResending(false);
    }
  };

  const leaveSmsStep = () => {
    setSmsMessage(null);
    setResent(false);
  };

  const submit = async (values: SignInValues) => {
    try {
      const outcome = await account.signIn(values.email.trim(), values.password, smsMessage === null ? undefined : values.smscode);
      if (outcome.kind === 'smsCode') setSmsMessage(outcome.message);
      else finish(outcome.user);
      return undefined;
    } catch (error) {
      if (!(error instanceof RequestError)) return { [FORM_ERROR]: refusal(error) };
      if (isBanned(error))
        modalStore.set({
          headline: t('signIn.bannedHeadline'),
          content: (
            <AccountIntl>
              <BannedNotice />
            </AccountIntl>
          ),
        });
      else if (Object.keys(error.errors).length === 0) modalStore.showError(refusal(error));
      else {
        const modal = passwordModalMessage(error.errors);
        if (modal) modalStore.showError(modal);
      }
      return error.errors;
    }
  };

  return (
    <AuthLayout title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <Form<SignInValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, form }) => (
          <form className="auth__form" onSubmit={handleSubmit} noValidate>
            {smsMessage === null ? (
              <>
                <Field name="email" component={FormTextField} label={t('field.email')} type="email" autoComplete="email" required />
                <Field name="password" component={FormPasswordField} label={t('field.password')} required />
                <p className="auth__aside">
                  <Link to="/restore">{t('signIn.forgot')}</Link>
                </p>
              </>
            ) : (
              <>
                <p className="auth__notice" role="status">
                  {smsMessage}
                </p>
                <Field
                  name="smscode"
                  component={FormTextField}
                  label={t('signIn.smsCode')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
              </>
            )}
            <Button type="submit" block size="lg" loading={submitting}>
              {t('signIn.submit')}
            </Button>
            {smsMessage !== null && (
              <div className="auth__sms-actions">
                <Button
                  variant="link"
                  loading={resending}
                  disabled={submitting}
                  onClick={() => {
                    form.change('smscode', undefined);
                    void sendNewCode(form.getState().values);
                  }}
                >
                  {t('signIn.newCode')}
                </Button>
                <Button variant="link" onClick={leaveSmsStep}>
                  {t('auth.back')}
                </Button>
              </div>
            )}
            {resent && (
              <p className="auth__hint" role="status">
                {t('signIn.newCodeSent')}
              </p>
            )}
          </form>
        )}
      />
      {smsMessage === null && (
        <>
          <div className="auth__divider">
            <span>{t('auth.or')}</span>
          </div>
          <SocialButtons returnPage="/sign-in" />
          <p className="auth__switch">
            <Text id="signIn.newHere" values={{ link: (chunks: ReactNode[]) => <Link to="/sign-up">{chunks}</Link> }} />
          </p>
        </>
      )}
      <TermsNotice />
    </AuthLayout>
  );
}
