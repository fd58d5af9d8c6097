import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { decodeContent } from '@mealplan/shared/html';
import type { StaticPage as StaticPageData } from '@mealplan/shared/protocol';
import { sessionStore, socketClient } from '@mealplan/shared/session';
import { NotFound, Page, PageHeader, Spinner } from '@mealplan/shared/ui';
// Its own entry point: DOMPurify loads with the pages that show server HTML, not with the first page.
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import { useStaticText } from './i18n';
import './static.css';

type PageState = { status: 'loading' } | { status: 'found'; page: StaticPageData } | { status: 'missing' };

/** The key a path is looked up by: /page/:alias's alias, else the path itself without its slashes ('terms', 'no/such/page'). */
export function pageKey(alias: string | undefined, pathname: string): string {
  return alias ?? pathname.replace(/^\/+|\/+$/g, '');
}

/**
 * The generic page (spec 3 §2 "Static and legal pages", §4 "Static page"): /page/:alias, /terms, /refunds, /privacy-policy
 * and any other path, looked up by alias; fetched again once the session check (cc) completes; the content decoded, or
 * shown raw when it does not decode; the not-found view on any error.
 */
export const StaticPage = observer(function StaticPage() {
  const { alias } = useParams();
  const { pathname } = useLocation();
  const id = pageKey(alias, pathname);
  const sessionChecked = sessionStore.cc;
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const t = useStaticText();

  // A new path starts from the spinner; the same path fetched again after the session check keeps what it shows.
  useEffect(() => setState({ status: 'loading' }), [id]);
  useEffect(() => {
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    let active = true;
    socketClient.call('static_pages', 'get', { id }).then(
      (page) => active && setState({ status: 'found', page: { ...page, content: decodeContent(page.content) } }),
      () => active && setState({ status: 'missing' }),
    );
    return () => {
      active = false;
    };
  }, [id, sessionChecked]);

  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') {
    return (
      <Page>
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
