import { AreaRoutes } from '@mealplan/shared/ui';
import { HEALTH_PAGES } from './pages/healthPages';

/** Every route the shell mounts in the health remote (full paths: the shell mounts each remote at "/"). */
export default function HealthRoutes() {
  return <AreaRoutes area="health" label="My account" buildId={process.env.BUILD_ID} upcoming={HEALTH_PAGES} />;
}
