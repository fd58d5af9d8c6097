import { parseRoutesFile, upcomingPages } from '@mealplan/shared/federation';
import { AreaRoutes } from '@mealplan/shared/ui';
import routesFile from './routes.json';

const UPCOMING = upcomingPages(parseRoutesFile(routesFile));

/** The routes this remote publishes in routes.json (path, access, page); the shell mounts each remote at "/". */
export default function ModifyRoutes() {
  return <AreaRoutes area="modify" label="My plan" buildId={process.env.BUILD_ID} upcoming={UPCOMING} />;
}
