import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Field, Form } from 'react-final-form';
import { signUpStepForErrors } from '@mealplan/shared/account';
import { RequestError, sessionStore } from '@mealplan/shared/session';
import { Button, FormCheckboxField, FormPasswordField, FormTextField, modalStore } from '@mealplan/shared/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { FormPhoneField } from '../../components/FormPhoneField';
import { SocialButtons } from '../../components/SocialButtons';
import { TermsNotice } from '../../components/TermsNotice';
import { INITIAL_SIGN_UP_VALUES, registrationPayload, type SignUpValues } from '../../forms/registration';
import { passwordModalMessage } from '../../forms/signUpErrors';
import { useSocialReturn } from '../../hooks/useSocialReturn';
import { checkReferral, register, socialSignUp } from '../../services/accountApi';
import { errorMessage } from '../../services/serverErrors';

/** Checks the referral token of /sign-up/:ref; a bad one shows a modal whose closing goes to /sign-up. */
function useReferer(token: string | undefined): number | null {
  const navigate = useNavigate();
  const [referer, setReferer] = useState<number | null>(null);
  useEffect(() => {
    if (!token) return;
    checkReferral(token).then(setReferer, (error: unknown) =>
      modalStore.set({ headline: 'Error', content: errorMessage(error), onClose: () => navigate('/sign-up') }),
    );
  }, [token, navigate]);
  return referer;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const { ref } = useParams();
  const referer = useReferer(ref);
  const [step, setStep] = useState<1 | 2>(1);
  useSocialReturn('/sign-up', socialSignUp);

  const submit = async (values: SignUpValues) => {
    if (step === 1) {
      setStep(2);
      return undefined;
    }
    try {
      sessionStore.setUser(await register(registrationPayload(values, referer)));
      navigate('/');
      return undefined;
    } catch (error) {
      if (!(error instanceof RequestError) || Object.keys(error.errors).length === 0) {
        modalStore.showError(errorMessage(error));
        return undefined;
      }
      setStep(signUpStepForErrors(error.errors));
      const modal = passwordModalMessage(error.errors);
      if (modal) modalStore.showError(modal);
      return error.errors;
    }
  };

  return (
    <AuthLayout title="Create your account" subtitle={step === 1 ? 'Step 1 of 2 · About you' : 'Step 2 of 2 · Your sign-in details'}>
      <Form<SignUpValues>
        onSubmit={submit}
        initialValues={INITIAL_SIGN_UP_VALUES}
        render={({ handleSubmit, submitting, values }) => (
          <form className="auth__form" onSubmit={handleSubmit} noValidate>
            <ol className="steps" aria-label="Progress">
              <li className={step === 1 ? 'steps__item steps__item--current' : 'steps__item steps__item--done'}>About you</li>
              <li className={step === 2 ? 'steps__item steps__item--current' : 'steps__item'}>Sign-in details</li>
            </ol>
            <div hidden={step !== 1} className="auth__step">
              <div className="auth__row">
                <Field name="first_name" component={FormTextField} label="First name" autoComplete="given-name" />
                <Field name="last_name" component={FormTextField} label="Last name" autoComplete="family-name" />
              </div>
              <Field name="whatsUpnumber" component={FormPhoneField} label="WhatsApp number" />
              <Field name="samePhone" type="checkbox" component={FormCheckboxField} label="Same number for WhatsApp" />
              {!values.samePhone && <Field name="phone" component={FormPhoneField} label="Phone number" />}
              <Button type="submit" block size="lg">Next</Button>
            </div>
            {step === 2 && (
              <div className="auth__step">
                <Field name="email" component={FormTextField} label="Email" type="email" autoComplete="email" />
                <Field name="password" component={FormPasswordField} label="Password" autoComplete="new-password" hint="At least 8 characters" />
                <Button type="submit" block size="lg" loading={submitting}>Sign Up</Button>
                <Button variant="link" onClick={() => setStep(1)}>Back</Button>
              </div>
            )}
          </form>
        )}
      />
      {step === 1 && (
        <>
          <div className="auth__divider"><span>or</span></div>
          <SocialButtons returnPage="/sign-up" />
        </>
      )}
      <p className="auth__switch">Already have an account? <Link to="/sign-in">Sign In</Link></p>
      <TermsNotice />
    </AuthLayout>
  );
}
