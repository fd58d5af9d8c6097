// The 'Delivery Address' modal of /checkout/thankyou (doc 2 §2.3, §5.9): 'Main Address' and '2nd Address', each with
// street, apartment or villa, emirate, area (choices of the chosen emirate), landmark and map link. On Save the main
// address is checked in the §5.9 order (the first message at the top, each on its field); the server's refusal shows
// the same way. `onSaved` gets the server's message.
import { observer } from 'mobx-react-lite';
import { FORM_ERROR } from 'final-form';
import { useEffect, useRef } from 'react';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import { RequestError } from '@mealplan/shared/session';
import { Button, Dialog, FormSelectField, FormTextField, useMessageText, useText, type TextId } from '@mealplan/shared/ui';
import type { AddressValues, DeliveryAddressValues, ThankYouStore } from './thankYouStore';
import type en from './i18n/en.json';

type Block = keyof DeliveryAddressValues;
type AddressField = keyof AddressValues;
const TEXT_FIELDS: readonly AddressField[] = ['street', 'apts'];
const AFTER_PLACE_FIELDS: readonly AddressField[] = ['landmark', 'locationlink'];
const FIELD_ORDER: readonly AddressField[] = ['street', 'apts', 'emirate', 'area', 'landmark', 'locationlink'];

type Errors = Record<string, unknown>;

/** A server field name (street, work_street…) as the form's field (main.street, second.street…). */
function formFieldOf(serverField: string): string | null {
  const second = serverField.startsWith('work_');
  const name = second ? serverField.slice('work_'.length) : serverField;
  return (FIELD_ORDER as readonly string[]).includes(name) ? `${second ? 'second' : 'main'}.${name}` : null;
}

/** Nests 'main.street' → { main: { street } } as final-form expects submit errors. */
function nested(flat: Record<string, string>, formError: string): Errors {
  const errors: Record<string, Record<string, string> | string> = { [FORM_ERROR]: formError };
  for (const [path, message] of Object.entries(flat)) {
    const [block, field] = path.split('.') as [string, string];
    const inner = (errors[block] as Record<string, string> | undefined) ?? {};
    errors[block] = { ...inner, [field]: message };
  }
  return errors;
}

function AddressFields({ block, store }: { block: Block; store: ThankYouStore }) {
  const t = useText<TextId<typeof en>>();
  const form = useForm<DeliveryAddressValues>();
  const { values } = useFormState<DeliveryAddressValues>({ subscription: { values: true } });
  const emirate = values[block].emirate;
  const label = (field: AddressField) => t(`checkout.thankyou.field.${field}`);
  const headingId = `checkout-address-${block}`;
  return (
    <fieldset className="thankyou-address__block" aria-labelledby={headingId}>
      <h3 className="thankyou-address__block-title" id={headingId}>
        {t(block === 'main' ? 'checkout.thankyou.modal.main' : 'checkout.thankyou.modal.second')}
        {block === 'second' && <span className="thankyou-address__optional">{t('checkout.thankyou.modal.optional')}</span>}
      </h3>
      <div className="thankyou-address__grid">
        {TEXT_FIELDS.map((field) => (
          <Field key={field} name={`${block}.${field}`} component={FormTextField} label={label(field)} maxLength={255} autoComplete="off" />
        ))}
        <Field
          name={`${block}.emirate`}
          component={FormSelectField}
          label={label('emirate')}
          placeholder={t('checkout.thankyou.placeholder.emirate')}
          options={store.emirates.map((item) => ({ value: String(item.id), label: item.name }))}
          // Area choices depend on the emirate: another emirate clears the area.
          parse={(value: string) => {
            form.change(`${block}.area` as keyof DeliveryAddressValues, undefined);
            return value;
          }}
        />
        <Field
          name={`${block}.area`}
          component={FormSelectField}
          label={label('area')}
          placeholder={t(emirate ? 'checkout.thankyou.placeholder.area' : 'checkout.thankyou.placeholder.areaFirst')}
          options={store.areasOf(emirate).map((item) => ({ value: String(item.id), label: item.name }))}
          disabled={!emirate}
        />
        {AFTER_PLACE_FIELDS.map((field) => (
          <Field
            key={field}
            name={`${block}.${field}`}
            component={FormTextField}
            label={label(field)}
            maxLength={field === 'locationlink' ? 2048 : 255}
            autoComplete="off"
            {...(field === 'locationlink'
              ? { type: 'url', dir: 'ltr', hint: t('checkout.thankyou.hint.locationlink'), inputMode: 'url' as const }
              : {})}
          />
        ))}
      </div>
    </fieldset>
  );
}

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
  const messageText = useMessageText();

  const submit = async (values: DeliveryAddressValues): Promise<Errors | undefined> => {
    const check = store.validate(values);
    if (!check.valid) {
      const flat = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [`main.${field}`, messageText(message)]));
      return nested(flat, messageText(check.message!));
    }
    try {
      onSaved(await store.save(values));
      return undefined;
    } catch (error) {
      if (!(error instanceof RequestError)) return { [FORM_ERROR]: String(error) };
      const flat: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.errors)) {
        const name = formFieldOf(field);
        if (name) flat[name] = error.fieldMessages[field] ? messageText(error.fieldMessages[field]) : message;
      }
      return nested(flat, messageText(error));
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
            <AddressFields block="main" store={store} />
            <AddressFields block="second" store={store} />
          </form>
        </Dialog>
      )}
    </Form>
  );
});
