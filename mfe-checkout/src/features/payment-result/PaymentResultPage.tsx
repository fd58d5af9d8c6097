// /checkout/success/:action (doc 2 §2.3 "Success page"): 'Please wait, order is being processed', then 'Welcome to
// your wellness journey!' and 'Order Placed Successfully!!!' with Continue to /checkout/thankyou. The store decides;
// the page shows its result and leaves (to / or, with the reason in a modal, to /checkout) when the store says so.
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import { Button, Card, LinkButton, modalStore, Page, Spinner, useMessageText, useText, type TextId } from '@mealplan/shared/ui';
import { filsToAed, formatNumber } from '@mealplan/shared/units';
import { PaymentResultStore, type PaymentProblem, type RefundNotice } from './paymentResultStore';
import type en from './i18n/en.json';
import './paymentResult.css';

const PROBLEM_TEXT: Record<PaymentProblem, TextId<typeof en>> = {
  declined: 'checkout.paymentResult.problem.declined',
  cancelled: 'checkout.paymentResult.problem.cancelled',
  notPaid: 'checkout.paymentResult.problem.notPaid',
  checkFailed: 'checkout.paymentResult.problem.checkFailed',
  unpaidDeclined: 'checkout.paymentResult.problem.unpaidDeclined',
  unpaidCancelled: 'checkout.paymentResult.problem.unpaidCancelled',
  unpaidNotPaid: 'checkout.paymentResult.problem.unpaidNotPaid',
  unpaidCheckFailed: 'checkout.paymentResult.problem.unpaidCheckFailed',
};

const REFUND_TEXT: Record<RefundNotice['reason'], TextId<typeof en>> = {
  twice: 'checkout.paymentResult.refund.twice',
  changed: 'checkout.paymentResult.refund.changed',
  amount: 'checkout.paymentResult.refund.amount',
  cancelled: 'checkout.paymentResult.refund.cancelled',
};

/** The order's payments given back (issue 37): how much and why, and that a mail follows. */
function RefundNotices({ refunds, t }: { refunds: RefundNotice[]; t: (id: TextId<typeof en>, values?: Record<string, string>) => string }) {
  if (refunds.length === 0) return null;
  return (
    <div className="payment-result__refunds" role="status" data-testid="refund-notice">
      {refunds.map((refund, index) => (
        <p key={index} className="payment-result__refund">
          {t(REFUND_TEXT[refund.reason], { amount: formatNumber(filsToAed(refund.amount), 2) })}
        </p>
      ))}
      <p className="payment-result__refund-note">{t('checkout.paymentResult.refund.note')}</p>
    </div>
  );
}

export const PaymentResultPage = observer(function PaymentResultPage() {
  const t = useText<TextId<typeof en>>();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { action } = useParams();
  const [query] = useSearchParams();
  const store = usePageStore(({ client }) => new PaymentResultStore(client, sessionStore));
  const checkoutId = query.get('checkoutId');
  const hint = query.get('result');
  const order = query.get('order');

  useEffect(() => {
    void store.start(action, { checkoutId, result: hint, order });
  }, [store, action, checkoutId, hint, order]);

  const { result } = store;
  useEffect(() => {
    if (result.kind !== 'leave') return;
    if (result.problem) modalStore.set({ headline: t('checkout.paymentResult.problem.headline'), content: t(PROBLEM_TEXT[result.problem]) });
    navigate(result.to, { replace: true });
  }, [result, navigate, t]);

  if (result.kind === 'placed')
    return (
      <Page width="narrow" className="payment-result">
        <Card className="payment-result__card">
          <span className="payment-result__mark" aria-hidden="true" />
          <h1 className="payment-result__title">{t('checkout.paymentResult.welcome')}</h1>
          <p className="payment-result__message" role="status">
            {t('checkout.paymentResult.placed')}
          </p>
          <p className="payment-result__order">{t('checkout.paymentResult.orderNumber', { id: result.orderId })}</p>
          <RefundNotices refunds={store.refunds} t={t} />
          <LinkButton to="/checkout/thankyou" size="lg" className="payment-result__continue">
            {t('checkout.paymentResult.continue')}
          </LinkButton>
        </Card>
      </Page>
    );

  if (result.kind === 'refunded')
    return (
      <Page width="narrow" className="payment-result">
        <Card className="payment-result__card">
          <h1 className="payment-result__title">{t('checkout.paymentResult.refund.title')}</h1>
          <RefundNotices refunds={store.refunds} t={t} />
          <LinkButton to="/checkout" size="lg" className="payment-result__continue">
            {t('checkout.paymentResult.failed.back')}
          </LinkButton>
        </Card>
      </Page>
    );

  if (result.kind === 'failed')
    return (
      <Page width="narrow" className="payment-result">
        <Card className="payment-result__card">
          <h1 className="payment-result__title">{t('checkout.paymentResult.failed.title')}</h1>
          <p className="payment-result__message" role="alert">
            {messageText(result.message)}
          </p>
          <div className="payment-result__actions">
            <Button size="lg" onClick={() => void store.retry()}>
              {t('checkout.paymentResult.failed.retry')}
            </Button>
            <LinkButton to="/checkout" variant="secondary" size="lg">
              {t('checkout.paymentResult.failed.back')}
            </LinkButton>
          </div>
        </Card>
      </Page>
    );

  return (
    <Page width="narrow" className="payment-result">
      <Card className="payment-result__card" aria-busy="true">
        <h1 className="payment-result__title">{t('checkout.paymentResult.processing')}</h1>
        <Spinner label={t('checkout.paymentResult.processing')} />
      </Card>
    </Page>
  );
});
