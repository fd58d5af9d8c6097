import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useParams } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { NotFound, Page, PageHeader, Spinner, useText } from '@mealplan/shared/ui';
// Its own entry point: DOMPurify loads with the pages that show server HTML, not with the first page.
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import type { StaticTextId } from './i18n';
import { pageKey, StaticPageStore } from './staticPageStore';
import './static.css';

/**
 * The generic page (spec 3 §2 "Static and legal pages", §4 "Static page"): /page/:alias, /terms, /refunds, /privacy-policy
 * and any other path, looked up by alias; fetched again once the session check (cc) completes.
 */
export const StaticPage = observer(function StaticPage() {
  const { alias } = useParams();
  const { pathname } = useLocation();
  const key = pageKey(alias, pathname);
  const store = usePageStore(({ client }) => new StaticPageStore(client));
  const sessionChecked = sessionStore.cc;
  const t = useText<StaticTextId>();

  useEffect(() => {
    void store.open(key);
  }, [store, key, sessionChecked]);

  const { state } = store;
  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') {
    // As wide as the page it becomes, so the page does not jump sideways when it comes.
    return (
      <Page width="narrow">
        <Spinner label={t('static.loading')} />
      </Page>
    );
  }
  return (
    <Page width="narrow" className="static-page-view">
      <PageHeader title={state.page.name} subtitle={state.page.description || undefined} />
      <SafeHtml as="article" className="static-page" html={state.page.content} />
    </Page>
  );
});
