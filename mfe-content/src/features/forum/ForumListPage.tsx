// /nutrition-support/forum (spec 3 §2 "Nutrition support", §4, §5, §6): 'Discussions' by category, tabs 'All
// Discussions' and 'My Discussions' (off for a guest), '+ Add new' for customers, edit and delete on one's own threads.
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { Link } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, EmptyState, LinkButton, Page, PageHeader, Spinner, Tabs, useText } from '@mealplan/shared/ui';
import { useNearEnd } from '../../common/useNearEnd';
import { ADD_PATH, AuthorActions, plainText, threadPath, useConfirmDelete, useForumCategories } from './common';
import { ForumListStore, type ForumTab } from './forumListStore';
import type { ForumTextId } from './i18n';
import './forum.css';

export const ForumListPage = observer(function ForumListPage() {
  const t = useText<ForumTextId>();
  const { day } = useLocaleFormat();
  const categories = useForumCategories();
  const store = usePageStore(({ client, session }) => new ForumListStore(client, () => (session.isSignedIn ? session.user_id : null)));
  const { list } = store;
  const nearEnd = useNearEnd(list.loadMore);
  const confirmDelete = useConfirmDelete();
  const signedOutHint = useId();
  const signedIn = sessionStore.isSignedIn;

  useEffect(() => store.start(categories), [store, categories]);
  // Signing out while 'My Discussions' is open goes back to all.
  useEffect(() => {
    if (!signedIn && store.tab === 'self') store.selectTab('all');
  }, [signedIn, store]);

  const category = categories.find((item) => item.id === store.categoryId);
  const tabs = [
    { key: 'all' as ForumTab, label: t('forum.tab.all') },
    { key: 'self' as ForumTab, label: t('forum.tab.mine'), disabled: !signedIn, ...(signedIn ? {} : { describedBy: signedOutHint }) },
  ];

  return (
    <Page className="forum">
      <p className="forum-breadcrumb">
        <Link to="/nutrition-support">{t('forum.breadcrumb')}</Link>
      </p>
      <PageHeader title={t('forum.title')} actions={signedIn ? <LinkButton to={ADD_PATH}>{t('forum.add')}</LinkButton> : undefined} />
      <div className="forum-categories" role="group" aria-label={t('forum.categories')}>
        {categories.map((item) => (
          <button
            key={item.id}
            type="button"
            className="forum-chip"
            aria-pressed={item.id === store.categoryId}
            onClick={() => store.selectCategory(item.id)}
          >
            {item.name}
          </button>
        ))}
      </div>
      <Tabs items={tabs} selected={store.tab} onSelect={store.selectTab} label={t('forum.tabs')}>
        {!signedIn && (
          <p id={signedOutHint} className="forum-hint">
            {t('forum.tab.mineSignedOut')}
          </p>
        )}
        {list.items.length > 0 && (
          <ul className="forum-list" aria-label={t('forum.list', { category: category?.name ?? '' })}>
            {list.items.map((thread, index) => (
              <ThreadItem
                key={thread.id}
                id={thread.id}
                title={thread.title}
                excerpt={plainText(thread.text)}
                date={day(thread.created_at, 'd LLL yyyy')}
                mine={signedIn && sessionStore.user_id === thread.user_id}
                // Near the last item the next page is requested (spec 3 §4).
                itemRef={index === list.items.length - 1 ? nearEnd : undefined}
                onDelete={() => confirmDelete(() => store.remove(thread.id))}
              />
            ))}
          </ul>
        )}
        {list.loading && <Spinner label={list.items.length ? t('forum.loadingMore') : t('forum.loading')} />}
        {list.failed && (
          <div className="forum-failed" role="alert">
            <p>{t('forum.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void list.loadMore()}>
              {t('forum.retry')}
            </Button>
          </div>
        )}
        {!list.loading && !list.failed && list.complete && list.items.length === 0 && (
          <EmptyState title={t('forum.empty.title')} action={signedIn ? <LinkButton to={ADD_PATH}>{t('forum.add')}</LinkButton> : undefined}>
            {t('forum.empty.text')}
          </EmptyState>
        )}
      </Tabs>
    </Page>
  );
});

interface ThreadItemProps {
  id: number;
  title: string;
  excerpt: string;
  date: string;
  mine: boolean;
  itemRef: ((element: HTMLElement | null) => void) | undefined;
  onDelete: () => void;
}

function ThreadItem({ id, title, excerpt, date, mine, itemRef, onDelete }: ThreadItemProps) {
  const t = useText<ForumTextId>();
  return (
    <li ref={itemRef} className="forum-item">
      <div className="forum-item__body">
        <h2 className="forum-item__title">
          <Link to={threadPath(id)}>{title}</Link>
        </h2>
        <p className="forum-item__date">{t('forum.postedOn', { date })}</p>
        {excerpt && <p className="forum-item__excerpt">{excerpt}</p>}
      </div>
      {mine && <AuthorActions threadId={id} title={title} onDelete={onDelete} />}
    </li>
  );
}
