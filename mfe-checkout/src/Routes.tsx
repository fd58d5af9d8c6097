// The remote template (docs/remote-template.md): routes.json says which path shows which page and who may open it;
// this file maps those page names to components and wraps them in the area's texts.
import { Suspense, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, lazyPage, ruleCatalogues, Spinner, useText, useUpcomingPages } from '@mealplan/shared/ui';
import { checkoutCatalogues, type CheckoutTextId } from './i18n';
import paymentResultEn from './features/payment-result/i18n/en.json';
import paymentResultAr from './features/payment-result/i18n/ar.json';
import thankYouEn from './features/thankyou/i18n/en.json';
import thankYouAr from './features/thankyou/i18n/ar.json';
import renewEn from './features/renew/i18n/en.json';
import renewAr from './features/renew/i18n/ar.json';
import routesFile from './routes.json';

/**
 * The pages routes.json names (`"page": "<key>"`), each loaded on its first visit with the kit's lazyPage, e.g.
 * `summary: lazyPage(() => import('./features/summary/SummaryPage'), 'SummaryPage')`. None yet: every route of
 * this area is still upcoming (typed as a record of any name until then; with pages in it, drop the annotation
 * so a page name is checked at compile time).
 */
const PAGES: Record<string, ComponentType> = {
  paymentResult: lazyPage(() => import('./features/payment-result/PaymentResultPage'), 'PaymentResultPage'),
  thankYou: lazyPage(() => import('./features/thankyou/ThankYouPage'), 'ThankYouPage'),
  renewPlan: lazyPage(() => import('./features/renew/RenewPlanPage'), 'RenewPlanPage'),
};
/** Each feature's texts beside the area's own. */
const FEATURE_CATALOGUES = [
  { en: paymentResultEn, ar: paymentResultAr },
  { en: thankYouEn, ar: thankYouAr },
  { en: renewEn, ar: renewAr },
];
// routes.json is checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);

/** The routes this remote publishes in routes.json, in the area's own texts; the shell mounts each remote at "/". */
export default function CheckoutRoutes() {
  return (
    <AreaIntl catalogues={[...ruleCatalogues, checkoutCatalogues, ...FEATURE_CATALOGUES]}>
      <CheckoutArea />
    </AreaIntl>
  );
}

function CheckoutArea() {
  const t = useText<CheckoutTextId>();
  const upcoming = useUpcomingPages(ROUTES);
  return (
    <Suspense fallback={<Spinner />}>
      <AreaRoutes area="checkout" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={upcoming}>
        {PAGE_ROUTES.map(({ path, page }) => {
          // pageRoutes has checked that PAGES has every page routes.json names.
          const Page = PAGES[page]!;
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
