// /nutrition-support/forum/add and /nutrition-support/forum/edit/:id (spec 3 §2, §5, §8): Title, Category ('Choose
// category'; the control allows empty, the server refuses it), the rich-text Text editor and Save. The server's field
// errors show beside title, category_id and text; a saved thread opens its page; a thread that cannot be read, or
// is someone else's, goes back to the list.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RequestError, sessionStore, socketClient } from '@mealplan/shared/session';
import { Button, Page, PageHeader, SelectField, Spinner, TextField } from '@mealplan/shared/ui';
import { FORUM_PATH, Icon, threadPath, useForumCategories } from './common';
import { useForumText } from './i18n';
import { RichTextEditor } from './RichTextEditor';
import { routeThreadId } from './ThreadPage';
import './forum.css';

interface Draft {
  title: string;
  categoryId: string;
  text: string;
}

type FieldErrors = Partial<Record<'title' | 'category_id' | 'text', string>>;

export const ThreadFormPage = observer(function ThreadFormPage() {
  const t = useForumText();
  const navigate = useNavigate();
  const { id } = useParams();
  const editing = id !== undefined;
  const threadId = editing ? routeThreadId(id) : null;
  const categories = useForumCategories();
  const [draft, setDraft] = useState<Draft | null>(editing ? null : { title: '', categoryId: '', text: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    let active = true;
    if (threadId === null) {
      void navigate(FORUM_PATH, { replace: true });
      return;
    }
    socketClient.call('forum', 'get', { threadId }).then(
      ({ threadData }) => {
        if (!active) return;
        if (threadData.user_id !== sessionStore.user_id) void navigate(threadPath(threadId), { replace: true });
        else setDraft({ title: threadData.title, categoryId: String(threadData.category_id), text: threadData.text });
      },
      () => active && void navigate(FORUM_PATH, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [editing, threadId, navigate]);

  const heading = t(editing ? 'forum.form.editTitle' : 'forum.form.addTitle');
  if (!draft) {
    return (
      <Page width="narrow">
        <Spinner label={t('forum.thread.loading')} />
      </Page>
    );
  }

  /** A changed field loses the server's error about it. */
  const change = (changes: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...changes } : current));
    const fields = Object.keys(changes).map((key) => (key === 'categoryId' ? 'category_id' : key));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(undefined);
    try {
      const saved = await socketClient.call('forum', 'set', {
        threadData: { title: draft.title, ...(draft.categoryId === '' ? {} : { category_id: Number(draft.categoryId) }), text: draft.text },
        ...(threadId !== null ? { threadId } : {}),
      });
      void navigate(threadPath(saved.threadId));
    } catch (error) {
      const fieldErrors = error instanceof RequestError ? (error.errors as FieldErrors) : {};
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(error instanceof Error ? error.message : t('forum.form.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Page width="narrow" className="forum forum-form">
      <p className="forum-breadcrumb">
        <Link to={threadId !== null ? threadPath(threadId) : FORUM_PATH}>
          <Icon name="back" /> {t('forum.thread.back')}
        </Link>
      </p>
      <PageHeader title={heading} />
      <form className="forum-form__fields" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label={t('forum.form.title')}
          value={draft.title}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <SelectField
          label={t('forum.form.category')}
          placeholder={t('forum.form.choose')}
          value={draft.categoryId}
          error={errors.category_id}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
          onChange={(event) => change({ categoryId: event.target.value })}
        />
        <RichTextEditor label={t('forum.form.text')} initialHtml={draft.text} error={errors.text} onChange={(text) => change({ text })} />
        {failure && (
          <p className="ui-field__error" role="alert">
            {failure}
          </p>
        )}
        <div className="forum-form__actions">
          <Button type="submit" loading={saving}>
            {t('forum.form.save')}
          </Button>
        </div>
      </form>
    </Page>
  );
});
