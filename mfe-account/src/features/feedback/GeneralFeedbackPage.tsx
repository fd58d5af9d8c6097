import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { validateGeneralFeedback } from '@mealplan/shared/account';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, FormTextAreaField, Page, PageHeader, Spinner, modalStore, useText } from '@mealplan/shared/ui';
import { FormStarRating } from './FormStarRating';
import { useRuleErrors, type AccountMessageId } from '../../i18n';
import { RatingStore, type GeneralFeedbackValues } from './ratingStore';
import { showServerError } from '../../common/serverErrors';

const RATINGS = [
  { name: 'rating', labelId: 'feedback.rating.overall' },
  { name: 'rating2', labelId: 'feedback.rating.food' },
  { name: 'rating3', labelId: 'feedback.rating.service' },
  { name: 'rating4', labelId: 'feedback.rating.delivery' },
] as const;

/** /feedback/general: four ratings and a text; the saved values load on entry. */
export function GeneralFeedbackPage() {
  const rating = usePageStore(({ client, session }) => new RatingStore(client, session, referenceStore));
  const [initial, setInitial] = useState<GeneralFeedbackValues | null>(null);
  const t = useText<AccountMessageId>();
  const inLanguage = useRuleErrors();

  useEffect(() => {
    let current = true;
    rating.getGeneralFeedback().then(
      (values) => current && setInitial(values),
      (error: unknown) => {
        showServerError(error);
        if (current) setInitial({ feedback: '', rating: null, rating2: null, rating3: null, rating4: null });
      },
    );
    return () => {
      current = false;
    };
  }, [rating]);

  const submit = async (values: GeneralFeedbackValues) => {
    try {
      modalStore.showMessage(await rating.saveGeneralFeedback(values));
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Page width="narrow">
      <PageHeader title={t('feedback.general')} subtitle={t('feedback.general.subtitle')} />
      <Card>
        {initial === null ? (
          <Spinner label={t('feedback.general.loading')} />
        ) : (
          <Form<GeneralFeedbackValues>
            onSubmit={submit}
            initialValues={initial}
            validate={(values) => inLanguage(validateGeneralFeedback(values))}
            render={({ handleSubmit, submitting }) => (
              <form className="feedback-form" onSubmit={handleSubmit} noValidate>
                <div className="feedback-form__ratings">
                  {RATINGS.map((rating) => (
                    <Field key={rating.name} name={rating.name} component={FormStarRating} label={t(rating.labelId)} />
                  ))}
                </div>
                <Field
                  name="feedback"
                  component={FormTextAreaField}
                  label={t('feedback.yourFeedback')}
                  placeholder={t('feedback.placeholder')}
                  rows={5}
                />
                <Button type="submit" loading={submitting}>
                  {t('feedback.save')}
                </Button>
              </form>
            )}
          />
        )}
      </Card>
    </Page>
  );
}
