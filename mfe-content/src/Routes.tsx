import { Suspense } from 'react';
import { Route } from '@mealplan/shared/router';
import { pageRoutes, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes, lazyPage, pagePreloader, Spinner, useText } from '@mealplan/shared/ui';
import { ContentIntl, type ContentTextId } from './i18n';
import routesFile from './routes.json';

// Each page loads on its first visit.
const LandingPage = lazyPage(() => import(/* webpackChunkName: "page-landing" */ './features/landing/LandingPage'), 'LandingPage');
const BlogPage = lazyPage(() => import(/* webpackChunkName: "page-blog" */ './features/blog/BlogPage'), 'BlogPage');
const ArticlePage = lazyPage(() => import(/* webpackChunkName: "page-article" */ './features/blog/ArticlePage'), 'ArticlePage');
const StaticPage = lazyPage(() => import(/* webpackChunkName: "page-staticPage" */ './features/static/StaticPage'), 'StaticPage');
const ForumListPage = lazyPage(() => import(/* webpackChunkName: "page-forumList" */ './features/forum/ForumListPage'), 'ForumListPage');
const ThreadPage = lazyPage(() => import(/* webpackChunkName: "page-forumThread" */ './features/forum/ThreadPage'), 'ThreadPage');
const ThreadFormPage = lazyPage(() => import(/* webpackChunkName: "page-forumAdd" */ './features/forum/ThreadFormPage'), 'ThreadFormPage');

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
/** The page components routes.json names; paths and access live there (published for the shell). */
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
/** The shell loads the code of the page at the address with the area's routes (the kit's pagePreloader). */
export const preloadPage = pagePreloader(PAGE_ROUTES, PAGES);

/** The routes this remote publishes in routes.json (path, access, page), inside the area's texts; the shell mounts each remote at "/". */
export default function ContentRoutes() {
  return (
    <ContentIntl>
      <ContentArea />
    </ContentIntl>
  );
}

function ContentArea() {
  const t = useText<ContentTextId>();
  return (
    <Suspense fallback={<Spinner />}>
      <AreaRoutes area="content" label={t('area.label')} buildId={process.env.BUILD_ID} fallback={<StaticPage />}>
        {PAGE_ROUTES.map(({ path, page }) => {
          const Page = PAGES[page];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </AreaRoutes>
    </Suspense>
  );
}
