import { Route } from 'react-router-dom';
import { AreaRoutes } from '@mealplan/shared/ui';
import { CONTENT_PAGES } from './pages/contentPages';
import { StaticPage } from './pages/StaticPage';

/** Every route the shell mounts in the content remote (full paths: the shell mounts each remote at "/"). */
export default function ContentRoutes() {
  return (
    <AreaRoutes area="content" label="Nutrition support" buildId={process.env.BUILD_ID} upcoming={CONTENT_PAGES} fallback={<StaticPage />}>
      <Route path="page/:alias" element={<StaticPage />} />
    </AreaRoutes>
  );
}
