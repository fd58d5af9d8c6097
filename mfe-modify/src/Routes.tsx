import { upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes } from '@mealplan/shared/ui';
import routesFile from './routes.json';

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const UPCOMING = upcomingPages(routesFile as RouteDeclaration[]);

/** The routes this remote publishes in routes.json (path, access, page); the shell mounts each remote at "/". */
export default function ModifyRoutes() {
  return <AreaRoutes area="modify" label="My plan" buildId={process.env.BUILD_ID} upcoming={UPCOMING} />;
}
