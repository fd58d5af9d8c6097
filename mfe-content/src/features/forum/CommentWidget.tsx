// The thread page's comment widget behind one adapter (spec 3 §2 "an embedded third-party comment widget"): a
// provider's embed (an iframe) when the `forum_comments_embed_url` setting names one over https, otherwise the
// local comment service (forum comments / comment, stored on our server).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { COMMENT_TEXT_MAX } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { ForumComment } from '@mealplan/shared/protocol';
import { RequestError, sessionStore, settingsStore, socketClient } from '@mealplan/shared/session';
import { Button, Spinner, TextAreaField } from '@mealplan/shared/ui';
import { useForumText } from './i18n';

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
  const t = useForumText();
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

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; comments: ForumComment[] };

const LocalComments = observer(function LocalComments({ threadId }: { threadId: number }) {
  const t = useForumText();
  const { day } = useLocaleFormat();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [posting, setPosting] = useState(false);

  useEffect(() => {
    let active = true;
    socketClient.call('forum', 'comments', { threadId }).then(
      ({ comments }) => active && setState({ status: 'ready', comments }),
      (failure: unknown) => {
        console.error('forum comments failed', failure);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [threadId]);

  const post = async (event: FormEvent) => {
    event.preventDefault();
    setPosting(true);
    setError(undefined);
    try {
      const { comment } = await socketClient.call('forum', 'comment', { threadId, text });
      setState((current) => ({ status: 'ready', comments: [...(current.status === 'ready' ? current.comments : []), comment] }));
      setText('');
    } catch (failure) {
      setError(failure instanceof RequestError ? (failure.errors.text ?? failure.message) : String(failure));
    } finally {
      setPosting(false);
    }
  };

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
        <form className="forum-comments__form" onSubmit={(event) => void post(event)}>
          <TextAreaField
            label={t('forum.comments.label')}
            value={text}
            maxLength={COMMENT_TEXT_MAX}
            error={error}
            onChange={(event) => setText(event.target.value)}
            rows={3}
          />
          <Button type="submit" disabled={posting || text.trim() === ''}>
            {t('forum.comments.post')}
          </Button>
        </form>
      ) : (
        <p className="forum-comments__sign-in">
          <FormattedMessage id="forum.comments.signIn" values={{ link: (chunks) => <Link to="/sign-in">{chunks}</Link> }} />
        </p>
      )}
    </>
  );
});
