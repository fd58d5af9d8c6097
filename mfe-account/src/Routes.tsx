import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { AreaRoutes, Spinner } from '@mealplan/shared/ui';
import { HomePage } from './pages/home/HomePage';
import { AccountIntl, useText } from './i18n';
import './account.css';

// Pages past the landing page load on first visit, so a guest's first page carries no form or phone libraries.
const SignInPage = lazy(async () => ({ default: (await import('./pages/SignInPage')).SignInPage }));
const SignUpPage = lazy(async () => ({ default: (await import('./pages/signup/SignUpPage')).SignUpPage }));
const RestorePage = lazy(async () => ({ default: (await import('./pages/RestorePage')).RestorePage }));
const SetPasswordPage = lazy(async () => ({ default: (await import('./pages/SetPasswordPage')).SetPasswordPage }));
const ConfirmPage = lazy(async () => ({ default: (await import('./pages/ConfirmPage')).ConfirmPage }));
const FeedbackPage = lazy(async () => ({ default: (await import('./pages/FeedbackPage')).FeedbackPage }));
const DishFeedbackPage = lazy(async () => ({ default: (await import('./pages/dish/DishFeedbackPage')).DishFeedbackPage }));
const GeneralFeedbackPage = lazy(async () => ({ default: (await import('./pages/GeneralFeedbackPage')).GeneralFeedbackPage }));
const ContactPage = lazy(async () => ({ default: (await import('./pages/ContactPage')).ContactPage }));
const NotFoundPage = lazy(async () => ({ default: (await import('./pages/NotFoundPage')).NotFoundPage }));

/** Every route the shell mounts in the account remote, inside the area's texts. */
export default function AccountRoutes() {
  return (
    <AccountIntl>
      <AccountArea />
    </AccountIntl>
  );
}

function AccountArea() {
  const t = useText();
  return (
    <Suspense fallback={<Spinner label={t('area.loading')} />}>
      <AreaRoutes area="account" className="account" buildId={process.env.BUILD_ID} fallback={<NotFoundPage />}>
        <Route index element={<HomePage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="sign-up" element={<SignUpPage />} />
        <Route path="sign-up/:ref" element={<SignUpPage />} />
        <Route path="restore" element={<RestorePage />} />
        <Route path="restore/:token" element={<SetPasswordPage />} />
        <Route path="forgot/:token" element={<SetPasswordPage />} />
        <Route path="confirm" element={<ConfirmPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="feedback/dish" element={<DishFeedbackPage />} />
        <Route path="feedback/general" element={<GeneralFeedbackPage />} />
        <Route path="contact" element={<ContactPage />} />
      </AreaRoutes>
    </Suspense>
  );
}
