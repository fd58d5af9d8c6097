import { Suspense } from 'react';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes, lazyPage, pagePreloader, Spinner, useText } from '@mealplan/shared/ui';
import { AccountIntl, type AccountMessageId } from './i18n';
import { GuestLanding } from './features/home/GuestLanding';
import routesFile from './routes.json';
import './account.css';

// Pages load on first visit, so a guest's first page carries no form or phone libraries. The one exception is the
// home page, the site's first screen: loaded lazily it adds a request and ~0.5 KiB gzip to a guest's first page.
const SignInPage = lazyPage(() => import(/* webpackChunkName: "page-signIn" */ './features/signIn/SignInPage'), 'SignInPage');
const SignUpPage = lazyPage(() => import(/* webpackChunkName: "page-signUp" */ './features/signUp/SignUpPage'), 'SignUpPage');
const RestorePage = lazyPage(() => import(/* webpackChunkName: "page-restore" */ './features/emailLinks/RestorePage'), 'RestorePage');
const SetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page-setPassword" */ './features/emailLinks/SetPasswordPage'), 'SetPasswordPage');
const ConfirmPage = lazyPage(() => import(/* webpackChunkName: "page-confirm" */ './features/emailLinks/ConfirmPage'), 'ConfirmPage');
const FeedbackPage = lazyPage(() => import(/* webpackChunkName: "page-feedback" */ './features/feedback/FeedbackPage'), 'FeedbackPage');
const DishFeedbackPage = lazyPage(
  () => import(/* webpackChunkName: "page-dishFeedback" */ './features/feedback/DishFeedbackPage'),
  'DishFeedbackPage',
);
const GeneralFeedbackPage = lazyPage(
  () => import(/* webpackChunkName: "page-generalFeedback" */ './features/feedback/GeneralFeedbackPage'),
  'GeneralFeedbackPage',
);
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contact" */ './features/contact/ContactPage'), 'ContactPage');
const NotFoundPage = lazyPage(() => import('./features/notFound/NotFoundPage'), 'NotFoundPage');

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = {
  home: GuestLanding,
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
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);

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
