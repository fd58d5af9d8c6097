import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { StaticPage as StaticPageData } from '@mealplan/shared/protocol';
import { socketClient } from '@mealplan/shared/session';
import { NotFound, Page, PageHeader, Spinner } from '@mealplan/shared/ui';
// Its own entry point: DOMPurify loads with the pages that show server HTML, not with the first page.
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import { useText } from '../i18n';

type PageState = { status: 'loading' } | { status: 'found'; page: StaticPageData } | { status: 'missing' };

/** The generic page (spec 1 §2): /page/:alias, /terms, /refunds, /privacy-policy and any other path, looked up by alias. */
export function StaticPage() {
  const { alias } = useParams();
  const { pathname } = useLocation();
  const id = alias ?? pathname.replace(/^\/+|\/+$/g, '');
  const [state, setState] = useState<PageState>({ status: 'loading' });
  const t = useText();

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    if (!id) {
      setState({ status: 'missing' });
      return;
    }
    socketClient.request<StaticPageData>('static_pages', 'get', { id }).then(
      (page) => active && setState({ status: 'found', page }),
      () => active && setState({ status: 'missing' }),
    );
    return () => {
      active = false;
    };
  }, [id]);

  if (state.status === 'missing') return <NotFound />;
  if (state.status === 'loading') {
    return (
      <Page>
        <Spinner label={t('page.loading')} />
      </Page>
    );
  }
  return (
    <Page width="narrow">
      <PageHeader title={state.page.name} subtitle={state.page.description || undefined} />
      <SafeHtml as="article" className="static-page" html={state.page.content} />
    </Page>
  );
}
