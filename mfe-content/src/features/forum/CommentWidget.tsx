// The thread page's comment widget behind one adapter (spec 3 §2 "an embedded third-party comment widget"): a
// provider's embed (an iframe) when the `forum_comments_embed_url` setting names one over https, otherwise the
// local comment service (forum comments / comment, stored on our server).
import { observer } from 'mobx-react-lite';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useEffect, useId } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage } from 'react-intl';
import { Link } from '@mealplan/shared/router';
import { COMMENT_TEXT_MAX } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { sessionStore, settingsStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, FormTextAreaField, Spinner, useMessageText, useText } from '@mealplan/shared/ui';
import { CommentsStore } from './commentsStore';
import type { ForumTextId } from './i18n';

interface CommentDraft {
  text?: string | undefined;
}

export const COMMENTS_EMBED_SETTING = 'forum_comments_embed_url';

/** The embed address of a configured provider, or null for the local comment service. */
export function commentsEmbedUrl(value: unknown, threadId: number, pageUrl: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return null;
    url.searchParams.set('thread', String(threadId));
    url.searchParams.set('url', pageUrl);
    return url.toString();
  } catch {
    return null;
  }
}

export const CommentWidget = observer(function CommentWidget({ threadId }: { threadId: number }) {
  const t = useText<ForumTextId>();
  const headingId = useId();
  useEffect(() => {
    settingsStore.load().catch((error: unknown) => console.error('settings get failed', error));
  }, []);
  const embed = commentsEmbedUrl(settingsStore.entry(COMMENTS_EMBED_SETTING)?.value, threadId, window.location.href);
  return (
    <section className="forum-comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="forum-comments__title">
        {t('forum.comments.title')}
      </h2>
      {embed ? (
        <iframe
          className="forum-comments__embed"
          src={embed}
          title={t('forum.comments.title')}
          sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        />
      ) : (
        <LocalComments threadId={threadId} />
      )}
    </section>
  );
});

const LocalComments = observer(function LocalComments({ threadId }: { threadId: number }) {
  const t = useText<ForumTextId>();
  const messageText = useMessageText();
  const { day } = useLocaleFormat();
  const store = usePageStore(({ client }) => new CommentsStore(client, threadId));
  useEffect(() => {
    void store.load();
  }, [store]);

  const post = async ({ text }: CommentDraft, form: FormApi<CommentDraft>): Promise<SubmissionErrors | undefined> => {
    const refused = await store.post(text ?? '');
    if (refused !== undefined) return { text: messageText(refused) };
    form.reset();
    return undefined;
  };

  const { state } = store;
  return (
    <>
      {state.status === 'loading' && <Spinner label={t('forum.comments.loading')} />}
      {state.status === 'failed' && <p role="alert">{t('forum.comments.failed')}</p>}
      {state.status === 'ready' &&
        (state.comments.length === 0 ? (
          <p className="forum-comments__empty">{t('forum.comments.empty')}</p>
        ) : (
          <ol className="forum-comments__list" aria-label={t('forum.comments.list')}>
            {state.comments.map((comment) => (
              <li key={comment.id} className="forum-comment">
                <p className="forum-comment__byline">
                  {t('forum.comments.byline', { author: comment.author, date: day(comment.created_at, 'd LLL yyyy') })}
                </p>
                <p className="forum-comment__text">{comment.text}</p>
              </li>
            ))}
          </ol>
        ))}
      {sessionStore.isSignedIn ? (
        <Form<CommentDraft>
          onSubmit={post}
          render={({ handleSubmit, submitting, values }) => (
            <form className="forum-comments__form" onSubmit={(event) => void handleSubmit(event)}>
              <Field name="text" component={FormTextAreaField} label={t('forum.comments.label')} maxLength={COMMENT_TEXT_MAX} rows={3} />
              <Button type="submit" disabled={submitting || (values.text ?? '').trim() === ''}>
                {t('forum.comments.post')}
              </Button>
            </form>
          )}
        />
      ) : (
        <p className="forum-comments__sign-in">
          <FormattedMessage id="forum.comments.signIn" values={{ link: (chunks) => <Link to="/sign-in">{chunks}</Link> }} />
        </p>
      )}
    </>
  );
});
