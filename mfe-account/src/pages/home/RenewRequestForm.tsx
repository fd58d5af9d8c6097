import { Field, Form } from 'react-final-form';
import { Button, FormTextAreaField, modalStore } from '@mealplan/shared/ui';
import { sendPlanRequest } from '../../services/planRequestApi';
import { showServerError } from '../../services/serverErrors';
import { REQUEST_SENT_HEADLINE } from './PlanRequestForm';

interface RenewValues {
  notes?: string;
}

/** The renewal request of a signed-in customer; planRequestOk shows "Request Sent". */
export function RenewRequestForm() {
  const submit = async ({ notes }: RenewValues) => {
    try {
      const message = await sendPlanRequest((notes ?? '').trim());
      modalStore.set({ headline: REQUEST_SENT_HEADLINE, content: message });
    } catch (error) {
      showServerError(error);
    }
  };
  return (
    <Form<RenewValues>
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <form className="modal-form" onSubmit={handleSubmit} noValidate>
          <p>Our team will prepare your next meal plan and contact you to confirm it.</p>
          <Field name="notes" component={FormTextAreaField} label="Notes for our team (optional)" rows={3} />
          <Button type="submit" block loading={submitting}>Send request</Button>
        </form>
      )}
    />
  );
}
