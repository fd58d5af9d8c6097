// /nutrition-support/forum/add and /nutrition-support/forum/edit/:id (spec 3 §2, §5, §8): Title, Category ('Choose
// category'; the control allows empty, the server refuses it), the rich-text Text editor and Save. The server's field
// errors show beside title, category and text; a saved thread opens its page; a thread that cannot be read, or
// is someone else's, goes back to the list.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Field, Form } from 'react-final-form';
import { useNavigate, useParams } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, fieldError, FormSelectField, FormTextField, PageHeader, useMessageText, useText } from '@mealplan/shared/ui';
import { FORUM_PATH, threadPath, useForumCategories } from './common';
import type { ForumTextId } from './i18n';
import { RichTextEditor } from './RichTextEditor';
import { ThreadFrame, ThreadLoading, useRouteThread } from './ThreadFrame';
import { ThreadFormStore, type ThreadDraft } from './threadFormStore';
import './forum.css';

export const ThreadFormPage = observer(function ThreadFormPage() {
  const t = useText<ForumTextId>();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const editing = useParams().id !== undefined;
  const categories = useForumCategories();
  const store = usePageStore(({ client }) => new ThreadFormStore(client, editing));
  useRouteThread(store.thread, editing);

  // Someone else's thread opens as a page, not as a form.
  const { state, threadId } = store.thread;
  const othersThread = state.status === 'found' && state.thread.user_id !== sessionStore.user_id;
  useEffect(() => {
    if (othersThread && threadId !== null) void navigate(threadPath(threadId), { replace: true });
  }, [othersThread, threadId, navigate]);

  const initialValues = store.initialValues;
  if (!initialValues || othersThread) return <ThreadLoading />;

  const save = async (draft: ThreadDraft): Promise<SubmissionErrors | undefined> => {
    const result = await store.save(draft);
    if ('saved' in result) {
      void navigate(threadPath(result.saved));
      return undefined;
    }
    const { fields, message } = result.refused;
    return Object.keys(fields).length > 0 ? fields : { [FORM_ERROR]: message ? messageText(message) : t('forum.form.failed') };
  };

  return (
    <ThreadFrame back={threadId !== null ? threadPath(threadId) : FORUM_PATH} className="forum-form">
      <PageHeader title={t(editing ? 'forum.form.editTitle' : 'forum.form.addTitle')} />
      <Form<ThreadDraft>
        initialValues={initialValues}
        onSubmit={save}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="forum-form__fields" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Field name="title" component={FormTextField} label={t('forum.form.title')} />
            <Field
              name="categoryId"
              component={FormSelectField}
              label={t('forum.form.category')}
              placeholder={t('forum.form.choose')}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            />
            <Field<string>
              name="text"
              render={({ input, meta }) => (
                <RichTextEditor
                  label={t('forum.form.text')}
                  initialHtml={initialValues.text ?? ''}
                  error={fieldError(meta)}
                  onChange={input.onChange}
                />
              )}
            />
            {typeof submitError === 'string' && (
              <p className="ui-field__error" role="alert">
                {submitError}
              </p>
            )}
            <div className="forum-form__actions">
              <Button type="submit" loading={submitting}>
                {t('forum.form.save')}
              </Button>
            </div>
          </form>
        )}
      />
    </ThreadFrame>
  );
});
