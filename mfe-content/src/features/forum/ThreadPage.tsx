// /nutrition-support/forum/thread/:id (spec 3 §2): title, category, HTML body and the comment widget; a get error
// goes back to the forum list (§4, §8). The author also finds edit and delete here.
import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { useText } from '@mealplan/shared/ui';
import { SafeHtml } from '@mealplan/shared/ui/SafeHtml';
import { CommentWidget } from './CommentWidget';
import { AuthorActions, FORUM_PATH, useConfirmDelete, useForumCategories } from './common';
import type { ForumTextId } from './i18n';
import { ThreadFrame, ThreadLoading, useRouteThread } from './ThreadFrame';
import { ThreadStore } from './threadStore';
import './forum.css';

export const ThreadPage = observer(function ThreadPage() {
  const t = useText<ForumTextId>();
  const { day } = useLocaleFormat();
  const navigate = useNavigate();
  const categories = useForumCategories();
  const confirmDelete = useConfirmDelete();
  const store = usePageStore(({ client }) => new ThreadStore(client));
  useRouteThread(store);

  if (store.state.status !== 'found') return <ThreadLoading />;
  const { thread } = store.state;
  const category = categories.find((item) => item.id === thread.category_id)?.name ?? '';
  const mine = sessionStore.isSignedIn && sessionStore.user_id === thread.user_id;
  const remove = () =>
    confirmDelete(async () => {
      await store.remove();
      void navigate(FORUM_PATH);
    });

  return (
    <ThreadFrame back={FORUM_PATH} className="forum-thread">
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
      <CommentWidget key={thread.id} threadId={thread.id} />
    </ThreadFrame>
  );
});
