import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes, lazyPage, pagePreloader, Spinner, useUpcomingPages } from '@mealplan/shared/ui';
import { PlannerIntl } from './common/i18n';
import { StepGuard } from './common/wizard/StepGuard';
import { WizardProvider } from './common/wizard/WizardContext';
import { WIZARD_STEP_PATHS, WIZARD_STEPS, type WizardStepName } from './common/wizard/wizardStore';
import { PLANNER_CATALOGUES } from './catalogues';
import routesFile from './routes.json';

// Each step loads on first visit (the map library comes only with the address step).
const BuildPlanPage = lazyPage(() => import(/* webpackChunkName: "page-buildPlan" */ './features/build/BuildPlanPage'), 'BuildPlanPage');
const PlanPage = lazyPage(() => import(/* webpackChunkName: "page-plan" */ './features/plan/PlanPage'), 'PlanPage');
const PreferencesPage = lazyPage(
  () => import(/* webpackChunkName: "page-preferences" */ './features/preferences/PreferencesPage'),
  'PreferencesPage',
);
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "page-profile" */ './features/profile/ProfilePage'), 'ProfilePage');
const AddressPage = lazyPage(() => import(/* webpackChunkName: "page-address" */ './features/address/AddressPage'), 'AddressPage');
const SummaryPage = lazyPage(() => import(/* webpackChunkName: "page-summary" */ './features/summary/SummaryPage'), 'SummaryPage');
const ThankPage = lazyPage(() => import(/* webpackChunkName: "page-thank" */ './features/thank/ThankPage'), 'ThankPage');

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = {
  buildPlan: BuildPlanPage,
  preferences: PreferencesPage,
  plan: PlanPage,
  profile: ProfilePage,
  address: AddressPage,
  summary: SummaryPage,
  thank: ThankPage,
};
const ROUTES = routesFile as RouteDeclaration[];
// routes.json is checked by publish-remote (and by the shell's route tests) before any page reads it.
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);
/** The wizard step of each step path: its page opens only once the stored step has reached it. */
const STEP_OF_PATH = new Map<string, WizardStepName>(WIZARD_STEPS.map((step) => [WIZARD_STEP_PATHS[step], step]));

/** The routes this remote publishes in routes.json, in the area's own texts; the shell mounts each remote at "/". */
export default function PlannerRoutes() {
  return (
    <PlannerIntl catalogues={PLANNER_CATALOGUES}>
      <WizardProvider>
        <PlannerArea />
      </WizardProvider>
    </PlannerIntl>
  );
}

function PlannerArea() {
  const intl = useIntl();
  const loading = intl.formatMessage({ id: 'area.loading' });
  const upcoming = useUpcomingPages(ROUTES);
  return (
    <Suspense fallback={<Spinner label={loading} />}>
      <AreaRoutes
        area="planner"
        className="planner"
        label={intl.formatMessage({ id: 'area.label' })}
        buildId={process.env.BUILD_ID}
        upcoming={upcoming}
      >
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          const step = STEP_OF_PATH.get(path);
          const element = step ? (
            <StepGuard step={step} loadingLabel={loading}>
              <Page />
            </StepGuard>
          ) : (
            <Page />
          );
          return <Route key={path} path={path} element={element} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
