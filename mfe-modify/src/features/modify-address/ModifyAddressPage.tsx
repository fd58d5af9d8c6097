// /modify/address ('Change delivery address', spec 3 §2; the fields of §3 "Address form fields"): the home and work
// addresses and which one the meals go to. The delivered-to address is checked in the doc 2 §5.9 order (the first
// message at the top, each on its field); the server's refusal shows the same way; its message shows in the 'Delivery
// Address' dialog (§8), then the customer is back on /modify.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from '@mealplan/shared/router';
import { modalStore } from '@mealplan/shared/modal';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, Page, PageHeader, useAddressFormErrors, useText } from '@mealplan/shared/ui';
import { AddressSettingsFields } from '../../common/address-settings';
import type { ModifyAddressTextId } from './i18n';
import { MODIFY_ADDRESS_KINDS, ModifyAddressStore, type ModifyAddressValues } from './modifyAddressStore';
import './modifyAddress.css';

const BLOCKS = { home: 'home', work: 'work' } as const;

export const ModifyAddressPage = observer(function ModifyAddressPage() {
  const t = useText<ModifyAddressTextId>();
  const formErrors = useAddressFormErrors(BLOCKS);
  const navigate = useNavigate();
  const store = usePageStore(({ client, session }) => new ModifyAddressStore(client, session, referenceStore));

  useEffect(() => {
    void store.loadPlaces();
    void store.loadPlanSlot();
  }, [store]);

  const submit = async (values: ModifyAddressValues): Promise<Record<string, unknown> | undefined> => {
    const check = store.validate(values);
    if (!check.valid) return formErrors.ofCheck(check.errors, check.message);
    try {
      const message = await store.save(values);
      modalStore.set({ headline: t('modifyAddress.savedHeadline'), content: <p>{message}</p> });
      void navigate('/modify');
      return undefined;
    } catch (error) {
      return formErrors.ofRefusal(error);
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
              <AddressSettingsFields
                kinds={MODIFY_ADDRESS_KINDS}
                titles={{ home: t('modifyAddress.home'), work: t('modifyAddress.work') }}
                deliverTo={{
                  legend: t('modifyAddress.deliverTo'),
                  labels: { home: t('modifyAddress.deliverTo.home'), work: t('modifyAddress.deliverTo.work') },
                }}
                emirates={store.emirates}
                areasOf={store.areasOf}
              />
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
