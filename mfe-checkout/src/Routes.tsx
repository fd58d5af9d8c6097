// The remote template (docs/remote-template.md): routes.json says which path shows which page and who may open it;
// this file maps those page names to components and wraps them in the area's texts.
import { Suspense } from 'react';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, kitMessages, lazyPage, pagePreloader, ruleCatalogues, Spinner, useText, useUpcomingPages } from '@mealplan/shared/ui';
import { CheckoutVisitProvider } from './common/CheckoutVisit';
import { deliveryCatalogues } from './features/delivery/i18n';
import { mealsCatalogues } from './features/meals/i18n';
import { menusCatalogues } from './features/menus/i18n';
import { preferencesCatalogues } from './features/preferences/i18n';
import { summaryCatalogues } from './features/summary/i18n';
import { checkoutCatalogues, type CheckoutTextId } from './i18n';
import paymentResultEn from './features/payment-result/i18n/en.json';
import paymentResultAr from './features/payment-result/i18n/ar.json';
import thankYouEn from './features/thankyou/i18n/en.json';
import thankYouAr from './features/thankyou/i18n/ar.json';
import renewEn from './features/renew/i18n/en.json';
import renewAr from './features/renew/i18n/ar.json';
import routesFile from './routes.json';

/** The pages routes.json names (`"page": "<key>"`), each loaded on its first visit with the kit's lazyPage. */
const PAGES = {
  preference: lazyPage(() => import(/* webpackChunkName: "page-preference" */ './features/preferences/PreferencePage'), 'PreferencePage'),
  meals: lazyPage(() => import(/* webpackChunkName: "page-meals" */ './features/meals/MealsPage'), 'MealsPage'),
  delivery: lazyPage(() => import(/* webpackChunkName: "page-delivery" */ './features/delivery/DeliveryPage'), 'DeliveryPage'),
  menus: lazyPage(() => import(/* webpackChunkName: "page-menus" */ './features/menus/MenusPage'), 'MenusPage'),
  summary: lazyPage(() => import(/* webpackChunkName: "page-summary" */ './features/summary/CheckoutSummaryPage'), 'CheckoutSummaryPage'),
  paymentResult: lazyPage(
    () => import(/* webpackChunkName: "page-paymentResult" */ './features/payment-result/PaymentResultPage'),
    'PaymentResultPage',
  ),
  thankYou: lazyPage(() => import(/* webpackChunkName: "page-thankYou" */ './features/thankyou/ThankYouPage'), 'ThankYouPage'),
  renewPlan: lazyPage(() => import(/* webpackChunkName: "page-renewPlan" */ './features/renew/RenewPlanPage'), 'RenewPlanPage'),
};
/** The texts of the checkout's pages. */
const STEP_CATALOGUES = [
  preferencesCatalogues,
  mealsCatalogues,
  deliveryCatalogues,
  menusCatalogues,
  summaryCatalogues,
  { en: paymentResultEn, ar: paymentResultAr },
  { en: thankYouEn, ar: thankYouAr },
  { en: renewEn, ar: renewAr },
];
// routes.json is checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);

/** The routes this remote publishes in routes.json, in the area's own texts; the shell mounts each remote at "/". */
export default function CheckoutRoutes() {
  return (
    <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, checkoutCatalogues, ...STEP_CATALOGUES]}>
      <CheckoutVisitProvider>
        <CheckoutArea />
      </CheckoutVisitProvider>
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
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
