// Step 7, /menu/thank (doc 2 §2.2): the order is placed; the meal plan was cleared a second after placing it. The
// order is not paid yet (cash; online payment never comes here, its plan is placed once paid), so the page shows the
// spec's unpaid notes (doc 2 §2.3, §9) and offers to pay it online now, as the dashboard's 'Pay now' does.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useLocation } from '@mealplan/shared/router';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, Page, PageHeader, useText, useRefusalText, type TextId } from '@mealplan/shared/ui';
import { leaveForPayment, OnlinePayment, type ThankPageState } from '../../common/onlinePayment';
import type en from './i18n/en.json';
import './thank.css';

export const ThankPage = observer(function ThankPage() {
  const t = useText<TextId<typeof en>>();
  const refusalText = useRefusalText();
  const format = useLocaleFormat();
  const state = useLocation().state as Partial<ThankPageState> | null;
  const placed = state?.placed;
  const onlinePayment = usePageStore(({ client }) => new OnlinePayment(client));
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  const payOnline = async (orderId: number) => {
    setOpening(true);
    try {
      leaveForPayment(await onlinePayment.pageUrl(orderId));
    } catch (error) {
      setPaymentError(refusalText(error));
      setOpening(false);
    }
  };

  return (
    <Page width="narrow" className="thank">
      <PageHeader title={t('thank.title')} />
      <Card className="thank__card">
        <p className="thank__message" role="status">
          {t('thank.message')}
        </p>
        {placed && (
          <dl className="thank__order">
            <dt>{t('thank.order')}</dt>
            <dd>{format.number(placed.orderId)}</dd>
            <dt>{t('thank.total')}</dt>
            <dd>{format.aed(placed.total)}</dd>
            {placed.newVoucher > 0 && (
              <>
                <dt>{t('thank.newVoucher')}</dt>
                <dd>{format.aed(placed.newVoucher)}</dd>
              </>
            )}
          </dl>
        )}
        {placed && (
          <div className="thank__unpaid">
            <p>{t('thank.unpaid.note')}</p>
            <p>{t('thank.unpaid.start')}</p>
          </div>
        )}
        {placed && (
          <div className="thank__pay">
            {paymentError && (
              <p className="thank__pay-error" role="alert">
                {t('thank.pay.failed', { message: paymentError })}
              </p>
            )}
            <Button size="lg" loading={opening} onClick={() => void payOnline(placed.orderId)}>
              {t('thank.pay.button')}
            </Button>
          </div>
        )}
        <LinkButton to="/" size="lg" variant={placed ? 'secondary' : 'primary'}>
          {t('thank.home')}
        </LinkButton>
      </Card>
    </Page>
  );
});
