import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes, lazyPage, Spinner, useText } from '@mealplan/shared/ui';
import { AccountIntl, type AccountMessageId } from './i18n';
import routesFile from './routes.json';
import './account.css';

// Every page loads on first visit, so a guest's first page carries no form or phone libraries.
const HomePage = lazyPage(() => import('./pages/home/HomePage'), 'HomePage');
const SignInPage = lazyPage(() => import('./pages/SignInPage'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./pages/signup/SignUpPage'), 'SignUpPage');
const RestorePage = lazyPage(() => import('./pages/RestorePage'), 'RestorePage');
const SetPasswordPage = lazyPage(() => import('./pages/SetPasswordPage'), 'SetPasswordPage');
const ConfirmPage = lazyPage(() => import('./pages/ConfirmPage'), 'ConfirmPage');
const FeedbackPage = lazyPage(() => import('./pages/FeedbackPage'), 'FeedbackPage');
const DishFeedbackPage = lazyPage(() => import('./pages/dish/DishFeedbackPage'), 'DishFeedbackPage');
const GeneralFeedbackPage = lazyPage(() => import('./pages/GeneralFeedbackPage'), 'GeneralFeedbackPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage');

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = {
  home: HomePage,
  signIn: SignInPage,
  signUp: SignUpPage,
  restore: RestorePage,
  setPassword: SetPasswordPage,
  confirm: ConfirmPage,
  feedback: FeedbackPage,
  dishFeedback: DishFeedbackPage,
  generalFeedback: GeneralFeedbackPage,
  contact: ContactPage,
};
// routes.json is checked by publish-remote (and by the shell's route tests) before any page reads it.
const PAGE_ROUTES = pageRoutes(routesFile as RouteDeclaration[], PAGES);

/** Every route the shell mounts in the account remote, inside the area's texts. */
export default function AccountRoutes() {
  return (
    <AccountIntl>
      <AccountArea />
    </AccountIntl>
  );
}

function AccountArea() {
  const t = useText<AccountMessageId>();
  return (
    <Suspense fallback={<Spinner label={t('area.loading')} />}>
      <AreaRoutes area="account" className="account" buildId={process.env.BUILD_ID} fallback={<NotFoundPage />}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
