import { Route } from 'react-router-dom';
import { AreaRoutes, type UpcomingPage } from '@mealplan/shared/ui';
import { ContentIntl, useText } from './i18n';
import { UPCOMING_TEXTS } from './i18n/upcoming';
import { CONTENT_PAGES } from './pages/contentPages';
import { StaticPage } from './pages/StaticPage';
import './content.css';

/** Every route the shell mounts in the content remote (full paths: the shell mounts each remote at "/"), inside the area's texts. */
export default function ContentRoutes() {
  return (
    <ContentIntl>
      <ContentArea />
    </ContentIntl>
  );
}

function ContentArea() {
  const t = useText();
  /** The upcoming pages' titles and descriptions in the page's language. */
  const inLanguage = (page: UpcomingPage): UpcomingPage => {
    const texts = UPCOMING_TEXTS[page.path.replace(/^\//, '')];
    return texts ? { ...page, title: t(texts.titleId), description: t(texts.descriptionId) } : page;
  };
  return (
    <AreaRoutes area="content" label={t('area.label')} buildId={process.env.BUILD_ID} upcoming={CONTENT_PAGES.map(inLanguage)} fallback={<StaticPage />}>
      <Route path="page/:alias" element={<StaticPage />} />
    </AreaRoutes>
  );
}
