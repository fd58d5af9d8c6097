// The 'Delivery Address' modal of /checkout/thankyou (doc 2 §2.3, §5.9): 'Main Address' and '2nd Address', each with
// street, apartment or villa, emirate, area (choices of the chosen emirate), landmark and map link. On Save the main
// address is checked in the §5.9 order (the first message at the top, each on its field); the server's refusal shows
// the same way. `onSaved` gets the server's message. The addresses are the kit's AddressFields, as on /modify/address.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { AddressFields, Button, Dialog, useAddressFormErrors, useText, type TextId } from '@mealplan/shared/ui';
import type { DeliveryAddressValues, ThankYouStore } from './thankYouStore';
import type en from './i18n/en.json';

/** saveAddressInfo's home address is the form's 'Main Address', its work address the '2nd Address'. */
const BLOCKS = { home: 'main', work: 'second' } as const;

/** The first failing check (or the server's refusal) at the top of the form, brought into view when it changes. */
function SubmitAlert({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <p ref={ref} className="thankyou-address__alert" role="alert">
      {message}
    </p>
  );
}

export const AddressDialog = observer(function AddressDialog({
  store,
  onClose,
  onSaved,
}: {
  store: ThankYouStore;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useText<TextId<typeof en>>();
  const formErrors = useAddressFormErrors(BLOCKS);

  const submit = async (values: DeliveryAddressValues): Promise<Record<string, unknown> | undefined> => {
    const check = store.validate(values);
    if (!check.valid) {
      const errors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [`${BLOCKS.home}.${field}`, message]));
      return formErrors.ofCheck(errors, check.message);
    }
    try {
      onSaved(await store.save(values));
      return undefined;
    } catch (error) {
      return formErrors.ofRefusal(error);
    }
  };

  return (
    <Form<DeliveryAddressValues> onSubmit={submit} initialValues={store.initialValues}>
      {({ form, handleSubmit, submitError, submitting }) => (
        <Dialog
          title={t('checkout.thankyou.modal.title')}
          size="wide"
          initialFocus="field"
          onClose={onClose}
          actions={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('checkout.thankyou.modal.cancel')}
              </Button>
              <Button loading={submitting || store.saving} onClick={() => void form.submit()}>
                {t('checkout.thankyou.modal.save')}
              </Button>
            </>
          }
        >
          <form id="checkout-address-form" className="thankyou-address" noValidate onSubmit={(event) => void handleSubmit(event)}>
            {typeof submitError === 'string' && <SubmitAlert message={submitError} />}
            <AddressFields
              name={BLOCKS.home}
              title={t('checkout.thankyou.modal.main')}
              headingLevel={3}
              emirates={store.emirates}
              areasOf={store.areasOf}
            />
            <AddressFields
              name={BLOCKS.work}
              title={t('checkout.thankyou.modal.second')}
              optional
              headingLevel={3}
              emirates={store.emirates}
              areasOf={store.areasOf}
            />
          </form>
        </Dialog>
      )}
    </Form>
  );
});
