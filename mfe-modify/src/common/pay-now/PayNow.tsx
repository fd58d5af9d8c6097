// 'Pay now' (issue 37) on the dashboard and /modify for a plan placed and not paid: what it means (the plan starts
// once paid, 2 days after the payment at the earliest) and the button that opens the payment page. The dashboard
// shows it as a card of its own, /modify beside its 'Awaiting payment' mark.
import { observer } from 'mobx-react-lite';
import { AreaIntl } from '@mealplan/shared/i18n';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, kitMessages, ruleCatalogues, useMessageText, useText } from '@mealplan/shared/ui';
import { payNowCatalogues, type PayNowTextId } from './i18n';
import { PayNowStore } from './payNowStore';
import './payNow.css';

const CATALOGUES = [kitMessages, ...ruleCatalogues, payNowCatalogues];

export interface PayNowProps {
  /** The unpaid order (its id is the checkoutId of the payment). */
  orderId: number;
  /** 'card': the dashboard's card with the notes; 'inline': the button and its error only (/modify). */
  variant?: 'card' | 'inline';
}

const PayNowContent = observer(function PayNowContent({ orderId, variant = 'card' }: PayNowProps) {
  const t = useText<PayNowTextId>();
  const messageText = useMessageText();
  const store = usePageStore(({ client }) => new PayNowStore(client));
  const button = (
    <>
      <Button loading={store.opening} onClick={() => void store.pay(orderId)} data-testid="pay-now">
        {t('payNow.button')}
      </Button>
      {store.error && (
        <span className="pay-now__error" role="alert">
          {t('payNow.failed', { message: messageText(store.error) })}
        </span>
      )}
    </>
  );
  if (variant === 'inline') return <span className="pay-now-inline">{button}</span>;
  return (
    <Card className="pay-now" aria-labelledby="pay-now-title">
      <h2 className="pay-now__title" id="pay-now-title">
        {t('payNow.title')}
      </h2>
      <p>{t('payNow.note')}</p>
      <p>{t('payNow.start')}</p>
      <div className="pay-now__actions">{button}</div>
    </Card>
  );
});

export function PayNow(props: PayNowProps) {
  return (
    <AreaIntl catalogues={CATALOGUES}>
      <PayNowContent {...props} />
    </AreaIntl>
  );
}
