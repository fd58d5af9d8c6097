import { Suspense, type ReactNode } from 'react';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import {
  AreaRoutes,
  kitMessages,
  lazyPage,
  pagePreloader,
  ruleCatalogues,
  Spinner,
  useText,
  useUpcomingPages,
  type TextId,
} from '@mealplan/shared/ui';
import routesFile from './routes.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import type commonEn from './common/i18n/en.json';
import { commonMessages } from './common/i18n';
import { progressMessages } from './features/progress/i18n';
import { bodyMessages } from './features/body/i18n';
import { photosMessages } from './features/photos/i18n';
import { fitbitMessages } from './features/fitbit/i18n';

// Each page loads on its first visit (the chart library with the first chart). The photo panel and the tracker's
// button that /progress shows come from features of their own; their code loads with the page's, side by side, so
// they are drawn with it instead of appearing later and pushing the charts down.
const ProgressPhotos = lazyPage(() => import('./features/photos/ProgressPhotos'), 'ProgressPhotos');
const FitbitButton = lazyPage(() => import('./features/fitbit/FitbitButton'), 'FitbitButton');
const ProgressPage = lazyPage(
  () =>
    Promise.all([
      import(/* webpackChunkName: "page-progress" */ './features/progress/ProgressPage'),
      ProgressPhotos.preload(),
      FitbitButton.preload(),
    ]).then(([page]) => page),
  'ProgressPage',
);
const BodyAnalysisPage = lazyPage(() => import(/* webpackChunkName: "page-bodyAnalysis" */ './features/body/BodyAnalysisPage'), 'BodyAnalysisPage');
const FitbitPage = lazyPage(() => import(/* webpackChunkName: "page-fitbit" */ './features/fitbit/FitbitPage'), 'FitbitPage');

/**
 * A part of a page whose code is a feature of its own. /progress loads that code with its own, so the part is drawn
 * with the page; should its code still be on its way, only the part waits (nothing in its place), not the whole page.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** /progress with the photo panel and the tracker's button in the places the page gives them. */
function ProgressWithPhotosAndTracker() {
  return (
    <ProgressPage
      photoPanel={
        <Later>
          <ProgressPhotos headingLevel={2} />
        </Later>
      }
      trackerButton={
        <Later>
          <FitbitButton />
        </Later>
      }
      trackerSync={
        <Later>
          <FitbitButton />
        </Later>
      }
    />
  );
}

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = {
  progress: ProgressWithPhotosAndTracker,
  bodyAnalysis: BodyAnalysisPage,
  fitbit: FitbitPage,
};
const ROUTES = routesFile as RouteDeclaration[];
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);

/** The routes this remote publishes in routes.json (checked by publish-remote), in the area's own texts; the shell mounts each remote at "/". */
export default function HealthRoutes() {
  return (
    <AreaIntl
      catalogues={[kitMessages, ...ruleCatalogues, { en, ar }, commonMessages, progressMessages, bodyMessages, photosMessages, fitbitMessages]}
    >
      <HealthArea />
    </AreaIntl>
  );
}

function HealthArea() {
  const t = useText<TextId<typeof en> | TextId<typeof commonEn>>();
  const upcoming = useUpcomingPages(ROUTES);
  return (
    <Suspense fallback={<Spinner label={t('health.common.loading')} />}>
      <AreaRoutes area="health" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={upcoming}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
