import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@mealplan/shared/router';
import { Field, Form } from 'react-final-form';
import { signUpStepForErrors } from '@mealplan/shared/account';
import { RequestError } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import {
  Button,
  FormCheckboxField,
  FormPasswordField,
  FormPhoneField,
  FormTextField,
  LinkButton,
  modalStore,
  useShowRefusal,
  useText,
} from '@mealplan/shared/ui';
import { AuthLayout } from '../../common/AuthLayout';
import { DEFAULT_CALLING_CODE } from '@mealplan/shared/account/phone';
import { SocialButtons } from '../../common/SocialButtons';
import { TermsNotice } from '../../common/TermsNotice';
import { INITIAL_SIGN_UP_VALUES, registrationPayload, type SignUpValues } from './registration';
import { passwordModalMessage } from '../../common/signUpErrors';
import { useSocialReturn } from '../../common/useSocialReturn';
import { Text, type AccountMessageId } from '../../i18n';
import { SignUpStore } from './signUpStore';

/** Checks the referral token of /sign-up/:ref; a bad one shows a modal whose closing goes to /sign-up. */
function useReferer(account: SignUpStore, token: string | undefined): number | null {
  const navigate = useNavigate();
  const showRefusal = useShowRefusal();
  const [referer, setReferer] = useState<number | null>(null);
  useEffect(() => {
    if (!token) return;
    account.checkReferral(token).then(setReferer, (error: unknown) => {
      showRefusal(error);
      modalStore.update({ onClose: () => navigate('/sign-up') });
    });
  }, [account, token, navigate, showRefusal]);
  return referer;
}

export function SignUpPage() {
  const account = usePageStore(({ client, session }) => new SignUpStore(client, session));
  const { ref } = useParams();
  const referer = useReferer(account, ref);
  const [step, setStep] = useState<1 | 2>(1);
  /** The server's answer once signed up: the same whether or not the email was registered (check the mail, sign in). */
  const [sent, setSent] = useState<string | null>(null);
  const t = useText<AccountMessageId>();
  const showRefusal = useShowRefusal();
  useSocialReturn('/sign-up', (provider, token) => account.socialSignUp(provider, token));

  const submit = async (values: SignUpValues) => {
    if (step === 1) {
      setStep(2);
      return undefined;
    }
    try {
      setSent((await account.register(registrationPayload(values, referer))).message);
      return undefined;
    } catch (error) {
      if (!(error instanceof RequestError) || Object.keys(error.errors).length === 0) {
        showRefusal(error);
        return undefined;
      }
      setStep(signUpStepForErrors(error.errors));
      const modal = passwordModalMessage(error.errors);
      if (modal) modalStore.showError(modal);
      return error.errors;
    }
  };

  if (sent !== null)
    return (
      <AuthLayout title={t('signUp.title')} subtitle={t('signUp.sent')}>
        <p className="auth__notice" role="status">
          {sent}
        </p>
        <LinkButton to="/sign-in" block size="lg">
          {t('signUp.signIn')}
        </LinkButton>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('signUp.title')} subtitle={t(step === 1 ? 'signUp.step1' : 'signUp.step2')}>
      <Form<SignUpValues>
        onSubmit={submit}
        initialValues={INITIAL_SIGN_UP_VALUES}
        render={({ handleSubmit, submitting, values }) => (
          <form className="auth__form" onSubmit={handleSubmit} noValidate>
            <ol className="steps" aria-label={t('signUp.progress')}>
              <li className={step === 1 ? 'steps__item steps__item--current' : 'steps__item steps__item--done'}>{t('signUp.progress.aboutYou')}</li>
              <li className={step === 2 ? 'steps__item steps__item--current' : 'steps__item'}>{t('signUp.progress.details')}</li>
            </ol>
            <div hidden={step !== 1} className="auth__step">
              <div className="auth__row">
                <Field name="first_name" component={FormTextField} label={t('signUp.firstName')} autoComplete="given-name" />
                <Field name="last_name" component={FormTextField} label={t('signUp.lastName')} autoComplete="family-name" />
              </div>
              <Field name="whatsUpnumber" component={FormPhoneField} label={t('signUp.whatsApp')} callingCode={DEFAULT_CALLING_CODE} />
              <Field name="samePhone" type="checkbox" component={FormCheckboxField} label={t('signUp.samePhone')} />
              {!values.samePhone && <Field name="phone" component={FormPhoneField} label={t('signUp.phone')} callingCode={DEFAULT_CALLING_CODE} />}
              <Button type="submit" block size="lg">
                {t('signUp.next')}
              </Button>
            </div>
            {step === 2 && (
              <div className="auth__step">
                <Field name="email" component={FormTextField} label={t('field.email')} type="email" autoComplete="email" />
                <Field
                  name="password"
                  component={FormPasswordField}
                  label={t('field.password')}
                  autoComplete="new-password"
                  hint={t('field.passwordHint')}
                />
                <Button type="submit" block size="lg" loading={submitting}>
                  {t('signUp.submit')}
                </Button>
                <Button variant="link" onClick={() => setStep(1)}>
                  {t('auth.back')}
                </Button>
              </div>
            )}
          </form>
        )}
      />
      {step === 1 && (
        <>
          <div className="auth__divider">
            <span>{t('auth.or')}</span>
          </div>
          <SocialButtons returnPage="/sign-up" />
        </>
      )}
      <p className="auth__switch">
        <Text id="signUp.haveAccount" values={{ link: (chunks: ReactNode[]) => <Link to="/sign-in">{chunks}</Link> }} />
      </p>
      <TermsNotice />
    </AuthLayout>
  );
}
