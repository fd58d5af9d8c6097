// /modify/address ('Change delivery address', spec 3 §2; the fields of §3 "Address form fields"): the home and work
// addresses and which one the meals go to. The delivered-to address is checked in the doc 2 §5.9 order (the first
// message at the top, each on its field); the server's refusal shows the same way; its message shows in the 'Delivery
// Address' dialog (§8), then the customer is back on /modify.
import { observer } from 'mobx-react-lite';
import { FORM_ERROR } from 'final-form';
import { useEffect } from 'react';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import type { AddressValues } from '@mealplan/shared/account';
import { modalStore } from '@mealplan/shared/modal';
import { referenceStore, RequestError } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, FormSelectField, FormTextField, LinkButton, Page, PageHeader, useMessageText, useText } from '@mealplan/shared/ui';
import type { ModifyAddressTextId } from './i18n';
import { ModifyAddressStore, type DeliverTo, type ModifyAddressValues } from './modifyAddressStore';
import './modifyAddress.css';

type Block = 'home' | 'work';
type AddressField = keyof AddressValues;
const TEXT_FIELDS: readonly AddressField[] = ['street', 'apts'];
const AFTER_PLACE_FIELDS: readonly AddressField[] = ['landmark', 'locationlink'];
const ADDRESS_FIELDS: readonly string[] = ['street', 'apts', 'emirate', 'area', 'landmark', 'locationlink'];

type Errors = Record<string, unknown>;

/** 'home.street' → { home: { street } } as final-form takes submit errors, with the form's message. */
function nested(flat: Record<string, string>, formError: string): Errors {
  const errors: Record<string, Record<string, string> | string> = { [FORM_ERROR]: formError };
  for (const [path, message] of Object.entries(flat)) {
    const [block, field] = path.split('.') as [string, string];
    errors[block] = { ...((errors[block] as Record<string, string> | undefined) ?? {}), [field]: message };
  }
  return errors;
}

/** A server field (street, work_street…) as the form's (home.street, work.street…). */
function formFieldOf(serverField: string): string | null {
  const work = serverField.startsWith('work_');
  const name = work ? serverField.slice('work_'.length) : serverField;
  return ADDRESS_FIELDS.includes(name) ? `${work ? 'work' : 'home'}.${name}` : null;
}

const AddressFields = observer(function AddressFields({ block, store }: { block: Block; store: ModifyAddressStore }) {
  const t = useText<ModifyAddressTextId>();
  const form = useForm<ModifyAddressValues>();
  const { values } = useFormState<ModifyAddressValues>({ subscription: { values: true } });
  const emirate = values[block].emirate;
  const label = (field: AddressField) => t(`modifyAddress.field.${field}`);
  const headingId = `modify-address-${block}`;
  return (
    <fieldset className="modify-address__block" aria-labelledby={headingId}>
      <h2 className="modify-address__block-title" id={headingId}>
        {t(block === 'home' ? 'modifyAddress.home' : 'modifyAddress.work')}
        {values.deliverTo !== block && <span className="modify-address__optional">{t('modifyAddress.optional')}</span>}
      </h2>
      <div className="modify-address__grid">
        {TEXT_FIELDS.map((field) => (
          <Field key={field} name={`${block}.${field}`} component={FormTextField} label={label(field)} maxLength={255} autoComplete="off" />
        ))}
        <Field
          name={`${block}.emirate`}
          component={FormSelectField}
          label={label('emirate')}
          placeholder={t('modifyAddress.placeholder.emirate')}
          options={store.emirates.map((item) => ({ value: String(item.id), label: item.name }))}
          parse={(value: string) => {
            form.change(`${block}.area` as keyof ModifyAddressValues, undefined);
            return value;
          }}
        />
        <Field
          name={`${block}.area`}
          component={FormSelectField}
          label={label('area')}
          placeholder={t(emirate ? 'modifyAddress.placeholder.area' : 'modifyAddress.placeholder.areaFirst')}
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
            {...(field === 'locationlink' ? { type: 'url', dir: 'ltr', hint: t('modifyAddress.hint.locationlink'), inputMode: 'url' as const } : {})}
          />
        ))}
      </div>
    </fieldset>
  );
});

function DeliverToChoice() {
  const t = useText<ModifyAddressTextId>();
  return (
    <fieldset className="modify-address__deliver-to">
      <legend>{t('modifyAddress.deliverTo')}</legend>
      {(['home', 'work'] as const satisfies readonly DeliverTo[]).map((choice) => (
        <label key={choice} className="modify-address__choice">
          <Field name="deliverTo" component="input" type="radio" value={choice} />
          {t(`modifyAddress.deliverTo.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

export const ModifyAddressPage = observer(function ModifyAddressPage() {
  const t = useText<ModifyAddressTextId>();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const store = usePageStore(({ client, session }) => new ModifyAddressStore(client, session, referenceStore));

  useEffect(() => void store.loadPlaces(), [store]);

  const submit = async (values: ModifyAddressValues): Promise<Errors | undefined> => {
    const check = store.validate(values);
    if (!check.valid) {
      const flat = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, messageText(message)]));
      return nested(flat, check.message ? messageText(check.message) : '');
    }
    try {
      const message = await store.save(values);
      modalStore.set({ headline: t('modifyAddress.savedHeadline'), content: <p>{message}</p> });
      void navigate('/modify');
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
    <Page width="narrow" className="modify-address">
      <PageHeader
        title={t('modifyAddress.title')}
        subtitle={t('modifyAddress.subtitle')}
        actions={
          <LinkButton to="/modify" variant="secondary">
            {t('modifyAddress.back')}
          </LinkButton>
        }
      />
      <p className="modify-address__notice">{t('modifyAddress.notice')}</p>
      <Form<ModifyAddressValues> onSubmit={submit} initialValues={store.initialValues} initialValuesEqual={() => true}>
        {({ handleSubmit, submitError, submitting }) => (
          <form className="modify-address__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Card className="modify-address__card">
              {typeof submitError === 'string' && submitError !== '' && (
                <p className="modify-address__alert" role="alert">
                  {submitError}
                </p>
              )}
              <DeliverToChoice />
              <AddressFields block="home" store={store} />
              <AddressFields block="work" store={store} />
              <div className="modify-address__actions">
                <Button type="submit" loading={submitting || store.saving}>
                  {t('modifyAddress.save')}
                </Button>
              </div>
            </Card>
          </form>
        )}
      </Form>
    </Page>
  );
});
