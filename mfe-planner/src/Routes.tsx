import { AreaRoutes } from '@mealplan/shared/ui';
import { PLANNER_PAGES } from './pages/plannerPages';

/** Every route the shell mounts in the planner remote (full paths: the shell mounts each remote at "/"). */
export default function PlannerRoutes() {
  return <AreaRoutes area="planner" label="Meal planner" buildId={process.env.BUILD_ID} upcoming={PLANNER_PAGES} />;
}
