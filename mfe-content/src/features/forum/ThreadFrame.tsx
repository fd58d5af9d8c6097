// What a thread's page and its edit form share: the thread of the route's :id (back to the list when it cannot be
// read, spec 3 §4, §8), the spinner while it loads, and the way back.
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '@mealplan/shared/router';
import { Page, Spinner, useText } from '@mealplan/shared/ui';
import { FORUM_PATH, Icon } from './common';
import type { ForumTextId } from './i18n';
import { routeThreadId, type ThreadStore } from './threadStore';

/** Opens the route's thread in `store` and goes back to the list when it is gone. Call inside an observer. */
export function useRouteThread(store: ThreadStore, open = true): void {
  const navigate = useNavigate();
  const param = useParams().id;
  useEffect(() => {
    if (open) void store.open(routeThreadId(param));
  }, [store, open, param]);
  const gone = store.state.status === 'gone';
  useEffect(() => {
    if (gone) void navigate(FORUM_PATH, { replace: true });
  }, [gone, navigate]);
}

/** The page while a thread loads. */
export function ThreadLoading() {
  const t = useText<ForumTextId>();
  return (
    <Page width="narrow">
      <Spinner label={t('forum.thread.loading')} />
    </Page>
  );
}

/** A thread page: 'Back to discussions' (to `back`), then its content. */
export function ThreadFrame({ back, className, children }: { back: string; className: string; children: ReactNode }) {
  const t = useText<ForumTextId>();
  return (
    <Page width="narrow" className={`forum ${className}`}>
      <p className="forum-breadcrumb">
        <Link to={back}>
          <Icon name="back" /> {t('forum.thread.back')}
        </Link>
      </p>
      {children}
    </Page>
  );
}
