import { Field, Form } from 'react-final-form';
import { Button, FormTextAreaField, modalStore } from '@mealplan/shared/ui';
import { sendPlanRequest } from '../../services/planRequestApi';
import { showServerError } from '../../services/serverErrors';
import { useText } from '../../i18n';

interface RenewValues {
  notes?: string;
}

/** The renewal request of a signed-in customer; planRequestOk shows "Request Sent". */
export function RenewRequestForm() {
  const t = useText();
  const submit = async ({ notes }: RenewValues) => {
    try {
      const message = await sendPlanRequest((notes ?? '').trim());
      modalStore.set({ headline: t('request.sentHeadline'), content: message });
    } catch (error) {
      showServerError(error);
    }
  };
  return (
    <Form<RenewValues>
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <form className="modal-form" onSubmit={handleSubmit} noValidate>
          <p>{t('request.renewIntro')}</p>
          <Field name="notes" component={FormTextAreaField} label={t('request.notes')} rows={3} />
          <Button type="submit" block loading={submitting}>
            {t('request.submit')}
          </Button>
        </form>
      )}
    />
  );
}
