// /nutrition-support/forum/thread/:id (spec 3 §2): title, category, HTML body and the comment widget; a get error
// goes back to the forum list (§4, §8). The author also finds edit and delete here.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { ForumThread } from '@mealplan/shared/protocol';
import { sessionStore, socketClient } from '@mealplan/shared/session';
import { Page, Spinner } from '@mealplan/shared/ui';
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import { CommentWidget } from './CommentWidget';
import { AuthorActions, FORUM_PATH, Icon, useConfirmDelete, useForumCategories } from './common';
import { useForumText } from './i18n';
import './forum.css';

/** The numeric id of the route, or null for anything else. */
export function routeThreadId(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

export const ThreadPage = observer(function ThreadPage() {
  const t = useForumText();
  const { day } = useLocaleFormat();
  const navigate = useNavigate();
  const threadId = routeThreadId(useParams().id);
  const categories = useForumCategories();
  const confirmDelete = useConfirmDelete();
  const [thread, setThread] = useState<ForumThread | null>(null);

  useEffect(() => {
    let active = true;
    setThread(null);
    if (threadId === null) {
      void navigate(FORUM_PATH, { replace: true });
      return;
    }
    socketClient.call('forum', 'get', { threadId }).then(
      ({ threadData }) => active && setThread(threadData),
      () => active && void navigate(FORUM_PATH, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [threadId, navigate]);

  if (!thread) {
    return (
      <Page>
        <Spinner label={t('forum.thread.loading')} />
      </Page>
    );
  }
  const category = categories.find((item) => item.id === thread.category_id)?.name ?? '';
  const mine = sessionStore.isSignedIn && sessionStore.user_id === thread.user_id;
  const remove = () =>
    confirmDelete(async () => {
      await socketClient.call('forum', 'del', { threadId: thread.id });
      void navigate(FORUM_PATH);
    });

  return (
    <Page width="narrow" className="forum forum-thread">
      <p className="forum-breadcrumb">
        <Link to={FORUM_PATH}>
          <Icon name="back" /> {t('forum.thread.back')}
        </Link>
      </p>
      <article className="forum-thread__article">
        <header className="forum-thread__header">
          <div>
            <p className="forum-thread__category">{t('forum.thread.category', { category })}</p>
            <h1 className="forum-thread__title">{thread.title}</h1>
            <p className="forum-item__date">{t('forum.postedOn', { date: day(thread.created_at, 'd LLLL yyyy') })}</p>
          </div>
          {mine && <AuthorActions threadId={thread.id} title={thread.title} onDelete={remove} />}
        </header>
        <SafeHtml className="forum-thread__body" html={thread.text} />
      </article>
      <CommentWidget threadId={thread.id} />
    </Page>
  );
});
