// The remote template (docs/remote-template.md): routes.json says which path shows which page and who may open it;
// this file maps those page names to components and wraps them in the area's texts.
import { Suspense } from 'react';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, kitMessages, lazyPage, pagePreloader, ruleCatalogues, Spinner, useText, useUpcomingPages } from '@mealplan/shared/ui';
import { planActionCatalogues } from './common/plan-actions/i18n';
import { uploadsCatalogues } from './features/dashboard/uploads/i18n';
import { modifyPageCatalogues } from './features/modify/i18n';
import { profileCatalogues } from './features/profile/i18n';
import { creditCatalogues } from './features/credit/i18n';
import { dashboardCatalogues } from './features/dashboard/i18n';
import { viewMenuCatalogues } from './features/viewmenu/i18n';
import { renewRequestCatalogues } from './features/renew-request/i18n';
import { modifyAddressCatalogues } from './features/modify-address/i18n';
import { modifySummaryCatalogues } from './features/modify-summary/i18n';
import { modifyCatalogues, type ModifyTextId } from './i18n';
import routesFile from './routes.json';

/** The pages routes.json names (`"page": "<key>"`), each loaded on its first visit with the kit's lazyPage. */
const PAGES = {
  modify: lazyPage(() => import(/* webpackChunkName: "page-modify" */ './features/modify/ModifyPage'), 'ModifyPage'),
  viewMenu: lazyPage(() => import(/* webpackChunkName: "page-viewMenu" */ './features/viewmenu/ViewMenuPage'), 'ViewMenuPage'),
  // Plan actions' pages (the renew-request route the header links to, the address, summary and profile pages).
  renewRequest: lazyPage(() => import(/* webpackChunkName: "page-renewRequest" */ './features/renew-request/RenewRequestPage'), 'RenewRequestPage'),
  modifyAddress: lazyPage(
    () => import(/* webpackChunkName: "page-modifyAddress" */ './features/modify-address/ModifyAddressPage'),
    'ModifyAddressPage',
  ),
  modifySummary: lazyPage(
    () => import(/* webpackChunkName: "page-modifySummary" */ './features/modify-summary/ModifySummaryPage'),
    'ModifySummaryPage',
  ),
  profile: lazyPage(() => import(/* webpackChunkName: "page-profile" */ './features/profile/ProfileSettingsPage'), 'ProfileSettingsPage'),
  dashboard: lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/DashboardPage'), 'DashboardPage'),
  credit: lazyPage(() => import(/* webpackChunkName: "page-credit" */ './features/credit/CreditPage'), 'CreditPage'),
};
// routes.json is checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
// The plan actions' dialogs (common/plan-actions) open through the page's useModal, in these texts.
const PLAN_ACTION_CATALOGUES = [planActionCatalogues, renewRequestCatalogues, modifyAddressCatalogues, modifySummaryCatalogues];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);

/** The routes this remote publishes in routes.json, in the area's own texts; the shell mounts each remote at "/". */
export default function ModifyRoutes() {
  return (
    <AreaIntl
      catalogues={[
        kitMessages,
        ...ruleCatalogues,
        modifyCatalogues,
        modifyPageCatalogues,
        uploadsCatalogues,
        viewMenuCatalogues,
        profileCatalogues,
        dashboardCatalogues,
        creditCatalogues,
        ...PLAN_ACTION_CATALOGUES,
      ]}
    >
      <ModifyArea />
    </AreaIntl>
  );
}

function ModifyArea() {
  const t = useText<ModifyTextId>();
  const upcoming = useUpcomingPages(ROUTES);
  return (
    <Suspense fallback={<Spinner />}>
      <AreaRoutes area="modify" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={upcoming}>
        {PAGE_ROUTES.map(({ path, page }) => {
          // pageRoutes has checked that PAGES has every page routes.json names.
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
