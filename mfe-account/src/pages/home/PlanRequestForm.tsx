import { Field, Form } from 'react-final-form';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { sessionStore } from '@mealplan/shared/session';
import { Button, FormTextField, modalStore } from '@mealplan/shared/ui';
import { sendGuestPlanRequest, type GuestPlanRequest } from '../../services/planRequestApi';
import { showServerError } from '../../services/serverErrors';

export const REQUEST_SENT_HEADLINE = 'Request Sent';

/** The plan-request popup: name, email, phone; sent only with an email. */
export function PlanRequestForm() {
  const initialValues: Partial<GuestPlanRequest> = {
    name: sessionStore.fullName,
    email: sessionStore.email,
    phone: sessionStore.phone,
  };
  const submit = async (values: GuestPlanRequest) => {
    const request = { name: (values.name ?? '').trim(), email: (values.email ?? '').trim(), phone: (values.phone ?? '').trim() };
    try {
      if (!(await sendGuestPlanRequest(request))) return { email: ACCOUNT_MESSAGES.guestEmailRequired };
      modalStore.set({ headline: REQUEST_SENT_HEADLINE, content: ACCOUNT_MESSAGES.planRequestSent });
    } catch (error) {
      showServerError(error);
    }
    return undefined;
  };
  return (
    <Form<GuestPlanRequest>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form className="modal-form" onSubmit={handleSubmit} noValidate>
          <p>Tell us how to reach you and our nutrition team will build your meal plan with you.</p>
          <Field name="name" component={FormTextField} label="Name" autoComplete="name" />
          <Field name="email" component={FormTextField} label="Email" type="email" autoComplete="email" />
          <Field name="phone" component={FormTextField} label="Phone" type="tel" autoComplete="tel" />
          <Button type="submit" block loading={submitting}>Send request</Button>
        </form>
      )}
    />
  );
}
