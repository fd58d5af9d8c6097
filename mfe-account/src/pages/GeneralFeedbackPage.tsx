import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { validateGeneralFeedback } from '@mealplan/shared/account';
import { Button, Card, FormTextAreaField, Page, PageHeader, Spinner, modalStore } from '@mealplan/shared/ui';
import { FormStarRating } from '../components/FormStarRating';
import { getGeneralFeedback, saveGeneralFeedback, type GeneralFeedbackValues } from '../services/ratingApi';
import { showServerError } from '../services/serverErrors';

const RATINGS = [
  { name: 'rating', label: 'Overall experience' },
  { name: 'rating2', label: 'Food' },
  { name: 'rating3', label: 'Customer service' },
  { name: 'rating4', label: 'Delivery' },
] as const;

/** /feedback/general: four ratings and a text; the saved values load on entry. */
export function GeneralFeedbackPage() {
  const [initial, setInitial] = useState<GeneralFeedbackValues | null>(null);

  useEffect(() => {
    let current = true;
    getGeneralFeedback().then(
      (values) => current && setInitial(values),
      (error: unknown) => {
        showServerError(error);
        if (current) setInitial({ feedback: '', rating: null, rating2: null, rating3: null, rating4: null });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const submit = async (values: GeneralFeedbackValues) => {
    try {
      modalStore.showMessage(await saveGeneralFeedback(values));
    } catch (error) {
      showServerError(error);
    }
  };

  return (
    <Page width="narrow">
      <PageHeader title="General feedback" subtitle="Tell us how we are doing" />
      <Card>
        {initial === null ? <Spinner label="Loading your feedback" /> : (
          <Form<GeneralFeedbackValues>
            onSubmit={submit}
            initialValues={initial}
            validate={(values) => validateGeneralFeedback(values)}
            render={({ handleSubmit, submitting }) => (
              <form className="feedback-form" onSubmit={handleSubmit} noValidate>
                <div className="feedback-form__ratings">
                  {RATINGS.map((rating) => <Field key={rating.name} name={rating.name} component={FormStarRating} label={rating.label} />)}
                </div>
                <Field name="feedback" component={FormTextAreaField} label="Your feedback" placeholder="Write your feedback..." rows={5} />
                <Button type="submit" loading={submitting}>Save</Button>
              </form>
            )}
          />
        )}
      </Card>
    </Page>
  );
}
