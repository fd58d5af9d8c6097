import { Route } from 'react-router-dom';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes, type UpcomingPage } from '@mealplan/shared/ui';
import { ContentIntl, useText } from './i18n';
import { UPCOMING_TEXTS } from './i18n/upcoming';
import { ForumListPage } from './features/forum/ForumListPage';
import { ThreadFormPage } from './features/forum/ThreadFormPage';
import { ThreadPage } from './features/forum/ThreadPage';
import { StaticPage } from './pages/StaticPage';
import routesFile from './routes.json';
import './content.css';

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGES = {
  staticPage: StaticPage,
  forumList: ForumListPage,
  forumThread: ThreadPage,
  forumAdd: ThreadFormPage,
  forumEdit: ThreadFormPage,
};
const PAGE_ROUTES = pageRoutes(ROUTES, PAGES);
const UPCOMING = upcomingPages(ROUTES);

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
  /** The upcoming pages' titles and descriptions in the page's language (routes.json keeps the English for the manifest). */
  const inLanguage = (page: UpcomingPage): UpcomingPage => {
    const texts = UPCOMING_TEXTS[page.path.replace(/^\//, '')];
    return texts ? { ...page, title: t(texts.titleId), description: t(texts.descriptionId) } : page;
  };
  return (
    <AreaRoutes area="content" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={UPCOMING.map(inLanguage)} fallback={<StaticPage />}>
      {PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </AreaRoutes>
  );
}
