import { Route } from 'react-router-dom';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes } from '@mealplan/shared/ui';
import { StaticPage } from './pages/StaticPage';
import routesFile from './routes.json';

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGES = { staticPage: StaticPage };
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
const UPCOMING = upcomingPages(ROUTES);

/** The routes this remote publishes in routes.json (path, access, page); the shell mounts each remote at "/". */
export default function ContentRoutes() {
  return (
    <AreaRoutes area="content" label="Nutrition support" buildId={process.env.BUILD_ID} upcoming={UPCOMING} fallback={<StaticPage />}>
      {PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </AreaRoutes>
  );
}
