import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route } from 'react-router-dom';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, kitMessages, Spinner } from '@mealplan/shared/ui';
import { WizardProvider } from './common/wizard/WizardContext';
import { planCatalogues } from './features/plan/i18n';
import routesFile from './routes.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const PlanPage = lazy(async () => ({ default: (await import('./features/plan/PlanPage')).PlanPage }));

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = { plan: PlanPage };
const ROUTES = routesFile as RouteDeclaration[];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);

/** The routes this remote publishes in routes.json (checked by publish-remote), in the area's own texts; the shell mounts each remote at "/". */
export default function PlannerRoutes() {
  return (
    <AreaIntl catalogues={[kitMessages, { en, ar }, planCatalogues]}>
      <WizardProvider>
        <PlannerArea />
      </WizardProvider>
    </AreaIntl>
  );
}

function PlannerArea() {
  const intl = useIntl();
  const text = (id: string, english: string) => intl.formatMessage({ id, defaultMessage: english });
  const upcoming = upcomingPages(ROUTES).map((page) => ({
    ...page,
    title: text(`upcoming.${page.path}.title`, page.title),
    description: text(`upcoming.${page.path}.description`, page.description),
  }));
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'planner.plan.loading' })} />}>
      <AreaRoutes area="planner" label={intl.formatMessage({ id: 'area.label' })} buildId={process.env.BUILD_ID} upcoming={upcoming}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
