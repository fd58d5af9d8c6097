// /renewplan/:action (doc 2 §2.3 "Renewal page", §4.5): 'Renew Your Meal Plan' with 'Yes, continue', which prepares the
// renewed plan on the server and opens it at /checkout/menus. /renewplan alone (the header's link) first offers the
// two renewals (the same menu repeated, or default dishes); any other action goes to /. Both also offer the wizard's
// renewal (doc 1 §2 Home 'Renew meal plan': /menu with the build type renew), which starts from the current plan's
// choices for a customer who wants another diet, meals, duration or delivery time.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '@mealplan/shared/router';
import { usePageStore, useStartWizard } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, Page, PageHeader, useMessageText, useText, type TextId } from '@mealplan/shared/ui';
import { RENEW_ACTIONS, renewActionOf, RenewStore, type RenewAction } from './renewStore';
import type en from './i18n/en.json';
import './renew.css';

export const RenewPlanPage = observer(function RenewPlanPage() {
  const t = useText<TextId<typeof en>>();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { action: pathAction } = useParams();
  const store = usePageStore(({ client }) => new RenewStore(client));
  const wizard = useStartWizard();
  const fromPath = renewActionOf(pathAction);
  const [chosen, setChosen] = useState<RenewAction>('samemenu');
  if (pathAction !== undefined && fromPath === null) return <Navigate to="/" replace />;
  const action = fromPath ?? chosen;

  const renew = async () => {
    if ((await store.renew(action)) !== null) navigate('/checkout/menus');
  };

  return (
    <Page width="narrow" className="renew">
      <PageHeader title={t('checkout.renew.title')} />
      <Card className="renew__card">
        {fromPath ? (
          <p className="renew__lead">{t(`checkout.renew.${fromPath}.description`)}</p>
        ) : (
          <fieldset className="renew__choice">
            <legend className="renew__lead">{t('checkout.renew.choose')}</legend>
            {RENEW_ACTIONS.map((item) => (
              <label key={item} className={item === chosen ? 'renew__option renew__option--chosen' : 'renew__option'}>
                <input type="radio" name="renew-action" value={item} checked={item === chosen} onChange={() => setChosen(item)} />
                <span>
                  <strong>{t(`checkout.renew.${item}.title`)}</strong>
                  <span className="renew__option-text">{t(`checkout.renew.${item}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <ul className="renew__facts">
          <li>{t('checkout.renew.fact.start')}</li>
          <li>{t('checkout.renew.fact.bag')}</li>
          <li>{t('checkout.renew.fact.edit')}</li>
        </ul>
        {store.error && (
          <p className="renew__error" role="alert">
            {messageText(store.error)}
          </p>
        )}
        <div className="renew__actions">
          <Button size="lg" loading={store.busy} onClick={() => void renew()}>
            {t('checkout.renew.continue')}
          </Button>
          <LinkButton to="/" variant="secondary" size="lg">
            {t('checkout.renew.cancel')}
          </LinkButton>
        </div>
      </Card>
      <Card className="renew__card renew__wizard">
        <p className="renew__lead">{t('checkout.renew.wizard.lead')}</p>
        <Button variant="secondary" size="lg" loading={wizard.starting} onClick={() => void wizard.start('renew')}>
          {t('checkout.renew.wizard.open')}
        </Button>
      </Card>
    </Page>
  );
});
