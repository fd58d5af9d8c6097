import type { RouteDeclaration } from '@mealplan/shared/federation';
import { UpcomingArea } from '@mealplan/shared/ui';
import routesFile from './routes.json';
import en from './i18n/en.json';
import ar from './i18n/ar.json';

/** The routes this remote publishes in routes.json (checked by publish-remote), in the area's own texts; the shell mounts each remote at "/". */
export default function HealthRoutes() {
  return <UpcomingArea area="health" buildId={process.env.BUILD_ID} routes={routesFile as RouteDeclaration[]} catalogues={{ en, ar }} />;
}
