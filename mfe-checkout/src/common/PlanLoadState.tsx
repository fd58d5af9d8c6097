// What a page reading the saved checkout plan shows until it has one: a spinner while loading, a retry when the load
// failed, and the guard's redirect (doc 2 §4.5) when the plan cannot be shown. The menus and summary pages share it.
import type { ReactElement } from 'react';
import { Navigate } from '@mealplan/shared/router';
import { Button, EmptyState, Page, Spinner } from '@mealplan/shared/ui';

export interface PlanLoad {
  state: 'loading' | 'ready' | 'failed';
  redirect: string | null;
}

export interface PlanLoadTexts {
  loading: string;
  failed: string;
  retry: string;
}

/** The element to show instead of the page, or null when the plan is loaded and may be shown. */
export function planLoadState(load: PlanLoad, texts: PlanLoadTexts, retry: () => void): ReactElement | null {
  if (load.state === 'loading') {
    return (
      <Page>
        <Spinner label={texts.loading} />
      </Page>
    );
  }
  if (load.state === 'failed') {
    return (
      <Page>
        <EmptyState title={texts.failed} action={<Button onClick={retry}>{texts.retry}</Button>} />
      </Page>
    );
  }
  return load.redirect ? <Navigate to={load.redirect} replace /> : null;
}
