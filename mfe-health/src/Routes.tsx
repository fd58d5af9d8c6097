import { Route } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaIntl } from '@mealplan/shared/i18n';
import { AreaRoutes, kitMessages } from '@mealplan/shared/ui';
import { FitbitPage, fitbitCatalogues } from './features/fitbit';
import { ProgressPhotos, photosCatalogues } from './features/photos';
import routesFile from './routes.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

const ROUTES = routesFile as RouteDeclaration[];

/** Until /progress opens, the tracker's page also carries the progress photos (they move into /progress then). */
function FitbitWithPhotos() {
  return (
    <FitbitPage>
      <ProgressPhotos />
    </FitbitPage>
  );
}

/** The page components routes.json names; paths and access live there (published for the shell). */
const PAGES = { fitbit: FitbitWithPhotos };
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);

/** The routes this remote publishes in routes.json (checked by publish-remote), in the area's own texts; the shell mounts each remote at "/". */
export default function HealthRoutes() {
  return (
    <AreaIntl catalogues={[kitMessages, { en, ar }, photosCatalogues, fitbitCatalogues]}>
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
    <AreaRoutes area="health" label={intl.formatMessage({ id: 'area.label' })} buildId={process.env.BUILD_ID} upcoming={upcoming}>
      {PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </AreaRoutes>
  );
}
