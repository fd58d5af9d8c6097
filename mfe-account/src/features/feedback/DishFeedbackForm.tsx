import { observer } from 'mobx-react-lite';
import { Field, Form, FormSpy } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Button, FormTextAreaField, useText } from '@mealplan/shared/ui';
import { FormStarRating } from './FormStarRating';
import { useCatalogText } from '../../common/catalogText';
import { type AccountMessageId } from '../../i18n';
import type { DishFeedbackDraft, DishFeedbackStore } from './dishFeedbackStore';

interface DishFeedbackFormProps {
  store: DishFeedbackStore;
  onSubmit: () => Promise<Record<string, string> | undefined>;
  /** Receives the form so the unsaved-changes modal can submit it. */
  formRef: { current: FormApi<Partial<DishFeedbackDraft>> | null };
}

/** Stars, text and Save for the selected dish; every edit is reported to the store. */
export const DishFeedbackForm = observer(function DishFeedbackForm({ store, onSubmit, formRef }: DishFeedbackFormProps) {
  const dish = store.selected;
  const t = useText<AccountMessageId>();
  const catalog = useCatalogText();
  if (!dish) return null;
  return (
    <Form<Partial<DishFeedbackDraft>>
      key={dish.id}
      onSubmit={onSubmit}
      initialValues={{ rating: dish.rating || undefined, feedback: dish.feedback || undefined }}
      render={({ handleSubmit, submitting, form }) => {
        formRef.current = form;
        return (
          <form className="feedback-form dish-feedback-form" onSubmit={handleSubmit} noValidate>
            <h2 className="dish-feedback-form__title">{catalog.dishTitle(dish.id, dish.title)}</h2>
            <FormSpy<Partial<DishFeedbackDraft>>
              subscription={{ values: true }}
              onChange={({ values }) => store.edit({ rating: values.rating ?? 0, feedback: values.feedback ?? '' })}
            />
            <Field name="rating" component={FormStarRating} label={t('feedback.yourRating')} />
            <Field
              name="feedback"
              component={FormTextAreaField}
              label={t('feedback.yourFeedback')}
              placeholder={t('feedback.placeholder')}
              rows={4}
            />
            <Button type="submit" loading={submitting} disabled={store.saved}>
              {t('feedback.save')}
            </Button>
          </form>
        );
      }}
    />
  );
});
