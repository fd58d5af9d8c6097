import { AreaRoutes } from '@mealplan/shared/ui';
import { MODIFY_PAGES } from './pages/modifyPages';

/** Every route the shell mounts in the modify remote (full paths: the shell mounts each remote at "/"). */
export default function ModifyRoutes() {
  return <AreaRoutes area="modify" label="My plan" buildId={process.env.BUILD_ID} upcoming={MODIFY_PAGES} />;
}
