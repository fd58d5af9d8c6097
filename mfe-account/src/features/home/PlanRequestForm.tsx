import { Field, Form } from 'react-final-form';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, FormTextField, modalStore, useMessageText, useText } from '@mealplan/shared/ui';
import { PlanRequestStore, type GuestPlanRequest } from './planRequestStore';
import { showServerError } from '../../common/serverErrors';
import { type AccountMessageId } from '../../i18n';

/** The plan-request popup: name, email, phone; sent only with an email. */
export function PlanRequestForm() {
  const planRequest = usePageStore(({ client }) => new PlanRequestStore(client));
  const t = useText<AccountMessageId>();
  const messageText = useMessageText();
  const initialValues: Partial<GuestPlanRequest> = {
    name: sessionStore.fullName,
    email: sessionStore.email,
    phone: sessionStore.phone,
  };
  const submit = async (values: GuestPlanRequest) => {
    const request = { name: (values.name ?? '').trim(), email: (values.email ?? '').trim(), phone: (values.phone ?? '').trim() };
    try {
      if (!(await planRequest.send(request))) return { email: messageText(ACCOUNT_MESSAGES.guestEmailRequired) };
      modalStore.set({ headline: t('request.sentHeadline'), content: messageText(ACCOUNT_MESSAGES.planRequestSent) });
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
          <p>{t('request.intro')}</p>
          <Field name="name" component={FormTextField} label={t('request.name')} autoComplete="name" />
          <Field name="email" component={FormTextField} label={t('request.email')} type="email" autoComplete="email" />
          <Field name="phone" component={FormTextField} label={t('request.phone')} type="tel" autoComplete="tel" />
          <Button type="submit" block loading={submitting}>
            {t('request.submit')}
          </Button>
        </form>
      )}
    />
  );
}
