import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Route } from 'react-router-dom';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, kitMessages, Spinner } from '@mealplan/shared/ui';
import { FitbitButton, FitbitPage, fitbitCatalogues } from './features/fitbit';
import { ProgressPhotos, photosCatalogues } from './features/photos';
import routesFile from './routes.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import { commonMessages } from './common/i18n';
import { progressMessages } from './features/progress/i18n';
import { bodyMessages } from './features/body/i18n';

// Each page loads on its first visit (the chart library with the first chart).
const ProgressPage = lazy(async () => ({ default: (await import('./features/progress/ProgressPage')).ProgressPage }));
const BodyAnalysisPage = lazy(async () => ({ default: (await import('./features/body/BodyAnalysisPage')).BodyAnalysisPage }));

/** /progress with the photo panel and the tracker's button in the places the page gives them. */
function ProgressWithPhotosAndTracker() {
  return <ProgressPage photoPanel={<ProgressPhotos headingLevel={2} />} trackerButton={<FitbitButton />} trackerSync={<FitbitButton />} />;
}

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = {
  progress: ProgressWithPhotosAndTracker,
  bodyAnalysis: BodyAnalysisPage,
  fitbit: FitbitPage,
};
const ROUTES = routesFile as RouteDeclaration[];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);

/** The routes this remote publishes in routes.json (checked by publish-remote), in the area's own texts; the shell mounts each remote at "/". */
export default function HealthRoutes() {
  return (
    <AreaIntl catalogues={[kitMessages, { en, ar }, commonMessages, progressMessages, bodyMessages, photosCatalogues, fitbitCatalogues]}>
      <HealthArea />
    </AreaIntl>
  );
}

function HealthArea() {
  const intl = useIntl();
  const text = (id: string, english: string) => intl.formatMessage({ id, defaultMessage: english });
  const upcoming = upcomingPages(ROUTES).map((page) => ({
    ...page,
    title: text(`upcoming.${page.path}.title`, page.title),
    description: text(`upcoming.${page.path}.description`, page.description),
  }));
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'health.common.loading' })} />}>
      <AreaRoutes area="health" label={intl.formatMessage({ id: 'area.label' })} buildId={process.env.BUILD_ID} upcoming={upcoming}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
