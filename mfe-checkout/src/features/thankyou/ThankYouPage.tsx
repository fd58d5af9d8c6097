// /checkout/thankyou (doc 2 §2.3 "Thank-you page", §4.5 "Address confirmation"): 'Thank you!', the home address
// (street, apartment, area, emirate, landmark) and 'Please confirm if the delivery address is correct': 'Yes Correct,
// Confirmed' goes to /; 'No, Update Address' (with no address on file 'No Address, Please update Address') opens the
// 'Delivery Address' modal; once saved, the server's message shows in a modal whose Ok goes to /.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, modalStore, Page, PageHeader, Spinner, useText, type TextId } from '@mealplan/shared/ui';
import { AddressDialog } from './AddressDialog';
import { ThankYouStore, type ShownAddress } from './thankYouStore';
import type en from './i18n/en.json';
import './thankyou.css';

const SHOWN_PARTS: readonly (keyof ShownAddress)[] = ['street', 'apartment', 'area', 'emirate', 'landmark'];

export const ThankYouPage = observer(function ThankYouPage() {
  const t = useText<TextId<typeof en>>();
  const navigate = useNavigate();
  const store = usePageStore(({ client, session }) => new ThankYouStore(client, session, referenceStore));
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    store.loadPlaces().catch((error: unknown) => console.error('[checkout thankyou places]', error));
    void store.loadPlanSlot();
  }, [store]);

  if (!store.placesLoaded || !sessionStore.cc) return <Spinner label={t('checkout.thankyou.loading')} />;
  const address = store.homeAddress;

  const saved = (message: string) => {
    setEditing(false);
    modalStore.set({
      headline: t('checkout.thankyou.modal.title'),
      content: message,
      actions: [{ label: t('checkout.thankyou.ok'), onClick: () => modalStore.clear() }],
      onClose: () => navigate('/'),
    });
  };

  return (
    <Page width="narrow" className="thankyou">
      <PageHeader title={t('checkout.thankyou.title')} subtitle={t('checkout.thankyou.subtitle')} />
      <Card className="thankyou__card" aria-labelledby="checkout-thankyou-address">
        <h2 className="thankyou__heading" id="checkout-thankyou-address">
          {t('checkout.thankyou.address.title')}
        </h2>
        {address ? (
          <dl className="thankyou__address">
            {SHOWN_PARTS.filter((part) => address[part]).map((part) => (
              <div key={part} className="thankyou__address-row">
                <dt>{t(`checkout.thankyou.address.${part}`)}</dt>
                <dd>{address[part]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="thankyou__none">{t('checkout.thankyou.address.none')}</p>
        )}
        <p className="thankyou__question">{t('checkout.thankyou.confirm.question')}</p>
        <div className="thankyou__actions">
          {address && (
            <LinkButton to="/" size="lg">
              {t('checkout.thankyou.confirm.yes')}
            </LinkButton>
          )}
          <Button size="lg" variant={address ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {t(address ? 'checkout.thankyou.confirm.update' : 'checkout.thankyou.confirm.add')}
          </Button>
        </div>
      </Card>
      {editing && <AddressDialog store={store} onClose={() => setEditing(false)} onSaved={saved} />}
    </Page>
  );
});
