import { Route } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { pageRoutes, upcomingPages, type RouteDeclaration } from '@mealplan/shared/federation';
import { AreaRoutes } from '@mealplan/shared/ui';
import { ArticlePage } from './features/blog/ArticlePage';
import { BlogPage } from './features/blog/BlogPage';
import { LandingPage } from './features/landing/LandingPage';
import { StaticPage } from './features/static/StaticPage';
import { ContentIntl, useText } from './i18n';
import routesFile from './routes.json';

// Checked by publish-remote (and by the shell's route tests) before any page reads it.
const ROUTES = routesFile as RouteDeclaration[];
const PAGES = { landing: LandingPage, blog: BlogPage, article: ArticlePage, staticPage: StaticPage };
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
  const intl = useIntl();
  // The upcoming pages' texts in the page's language, under `upcoming.<path>.*` (routes.json keeps the English for the manifest).
  const upcoming = UPCOMING.map((page) => ({
    ...page,
    title: intl.formatMessage({ id: `upcoming.${page.path}.title`, defaultMessage: page.title }),
    description: intl.formatMessage({ id: `upcoming.${page.path}.description`, defaultMessage: page.description }),
  }));
  return (
    <AreaRoutes area="content" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={upcoming} fallback={<StaticPage />}>
      {PAGE_ROUTES.map(({ path, page }) => {
        const Page = PAGES[page];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </AreaRoutes>
  );
}
