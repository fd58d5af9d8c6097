import { Route } from 'react-router-dom';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes } from '@mealplan/shared/ui';
import { ArticlePage } from './features/blog/ArticlePage';
import { BlogPage } from './features/blog/BlogPage';
import { LandingPage } from './features/landing/LandingPage';
import { StaticPage } from './features/static/StaticPage';
import { ContentIntl, useText } from './i18n';
import { ForumListPage } from './features/forum/ForumListPage';
import { ThreadFormPage } from './features/forum/ThreadFormPage';
import { ThreadPage } from './features/forum/ThreadPage';
import routesFile from './routes.json';

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGES = {
  landing: LandingPage,
  blog: BlogPage,
  article: ArticlePage,
  staticPage: StaticPage,
  forumList: ForumListPage,
  forumThread: ThreadPage,
  forumAdd: ThreadFormPage,
  forumEdit: ThreadFormPage,
};
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);

/** The routes this remote publishes in routes.json (path, access, page), inside the area's texts; the shell mounts each remote at "/". */
export default function ContentRoutes() {
  return (
    <ContentIntl>
      <ContentArea />
    </ContentIntl>
  );
}

function ContentArea() {
  const t = useText();
  return (
    <AreaRoutes area="content" label={t('area.label')} buildId={process.env.BUILD_ID} fallback={<StaticPage />}>
      {PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </AreaRoutes>
  );
}
