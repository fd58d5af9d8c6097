// The summary 'Checkout', /checkout/summary (doc 2 §2.3, §4.5, §5.3, §5.7, §9): the meal plan, meals joined by ' + ',
// days, cutlery Yes/No, the cooler bag deposit choice with its mandatory message, 'Payment & Offer Details' (the
// server's price data, coupon, voucher code with its conditions), 'Payment via online' and 'Proceed to Pay'. Every
// choice is kept on the server as it is made (issue 37): a reload, a declined card or another tab shows it again.
import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { localName, useLocaleFormat } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore, sessionStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import {
  Button,
  Card,
  LinkButton,
  localTitle,
  modalStore,
  OfferFields,
  Page,
  PageHeader,
  useMessageText,
  useText,
  type ShownMessage,
} from '@mealplan/shared/ui';
import { CheckoutGuard } from '../../common/CheckoutVisit';
import { planLoadState } from '../../common/PlanLoadState';
import { StepTabs } from '../../common/StepTabs';
import { BAG_CHOICES, CheckoutSummaryStore, type BagChoice } from './checkoutSummaryStore';
import type { SummaryTextId } from './i18n';
import './summary.css';

const LISTS: ReferenceListName[] = ['typeList', 'dietList'];

export function CheckoutSummaryPage() {
  return (
    <CheckoutGuard step={5}>
      <SummaryContent />
    </CheckoutGuard>
  );
}

const SummaryContent = observer(function SummaryContent() {
  const t = useText<SummaryTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const store = usePageStore(
    ({ client }) =>
      new CheckoutSummaryStore({
        client,
        coupons: () => sessionStore.user.vouchers ?? [],
        leave: (url) => window.location.assign(url),
      }),
  );

  const load = useCallback(() => {
    void referenceStore.ensure(LISTS).catch((error: unknown) => console.error('checkout summary lists failed', error));
    void store.load();
  }, [store]);
  useEffect(load, [load]);

  const waiting = planLoadState(
    store,
    { loading: t('checkoutSummary.loading'), failed: t('checkoutSummary.loadFailed'), retry: t('checkoutSummary.retry') },
    load,
  );
  if (waiting) return waiting;
  const params = store.planParams!;

  const types = referenceStore.get('typeList') ?? [];
  const diet = referenceStore.get('dietList')?.find((item) => item.id === params.diet_id);
  const dietName = diet ? localName(diet, format.locale) : '';
  const meals = params.mealTypes
    .map((id) => types.find((type) => type.id === id))
    .filter((type) => type !== undefined && type.parent_id === 0)
    .sort((a, b) => a!.order - b!.order)
    .map((type) => localTitle(type!, format.locale))
    .join(t('checkoutSummary.plan.mealsJoin'));
  const days = Object.keys(store.mealPlan)
    .map(Number)
    .sort((a, b) => a - b);
  const totals = store.totals;
  const bagText: Record<BagChoice, SummaryTextId> = { 18000: 'checkoutSummary.bag.deposit', 0: 'checkoutSummary.bag.renewal' };

  const applyVoucher = async () => {
    const shown = await store.applyVoucher();
    if (shown) modalStore.set({ headline: t('checkoutSummary.validationHeadline'), content: text(shown) });
  };
  /** A choice the server refused (the plan changed meanwhile…): its message; the page shows what the server holds. */
  const saved = async (change: Promise<ShownMessage | null>) => {
    const shown = await change;
    if (shown) modalStore.showError(text(shown));
  };

  const pay = async () => {
    const outcome = await store.pay();
    if (outcome.kind === 'blocked') modalStore.showMessage(text(outcome.message));
    if (outcome.kind === 'failed') modalStore.showError(text(outcome.message));
  };

  return (
    <Page className="checkout-summary">
      <StepTabs step={5} />
      <PageHeader title={t('checkoutSummary.title')} />
      <div className="checkout-summary__layout">
        <div className="checkout-summary__main">
          <Card className="checkout-summary__card">
            <h2 className="checkout-summary__heading">{t('checkoutSummary.plan.title')}</h2>
            <dl className="checkout-summary__facts">
              <dt>{t('checkoutSummary.plan.diet')}</dt>
              <dd>{dietName}</dd>
              <dt>{t('checkoutSummary.plan.meals')}</dt>
              <dd>{meals}</dd>
              <dt>{t('checkoutSummary.plan.days')}</dt>
              <dd>
                {t('checkoutSummary.plan.daysValue', { count: params.days_count })}
                {days.length > 0 && (
                  <span className="checkout-summary__period">
                    {t('checkoutSummary.plan.period', {
                      from: format.day(days[0]!, 'd LLL yyyy'),
                      to: format.day(days[days.length - 1]!, 'd LLL yyyy'),
                    })}
                  </span>
                )}
              </dd>
            </dl>
          </Card>

          <Card className="checkout-summary__card">
            <fieldset className="checkout-summary__choice">
              <legend>{t('checkoutSummary.cutlery.legend')}</legend>
              <div className="checkout-summary__options">
                {[true, false].map((value) => (
                  <label key={String(value)} className={`checkout-summary__option${store.cutlery === value ? ' checkout-summary__option--on' : ''}`}>
                    <input type="radio" name="cutlery" checked={store.cutlery === value} onChange={() => void saved(store.setCutlery(value))} />
                    <span>{value ? t('checkoutSummary.yes') : t('checkoutSummary.no')}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </Card>

          <Card className="checkout-summary__card">
            <fieldset className="checkout-summary__choice" aria-describedby="checkout-summary-bag-note">
              <legend>{t('checkoutSummary.bag.legend')}</legend>
              <div className="checkout-summary__options">
                {BAG_CHOICES.map((value) => (
                  <label
                    key={value}
                    className={`checkout-summary__option${store.bagPrice === value ? ' checkout-summary__option--on' : ''}${value === 0 && !store.canSkipBagDeposit ? ' checkout-summary__option--off' : ''}`}
                  >
                    <input
                      type="radio"
                      name="bag"
                      checked={store.bagPrice === value}
                      disabled={value === 0 && !store.canSkipBagDeposit}
                      onChange={() => void saved(store.setBagPrice(value))}
                    />
                    <span>{t(bagText[value])}</span>
                  </label>
                ))}
              </div>
              <p id="checkout-summary-bag-note" className="checkout-summary__note">
                {t('checkoutSummary.bag.mandatory')}
              </p>
            </fieldset>
          </Card>
        </div>

        <aside className="checkout-summary__side" aria-labelledby="checkout-summary-payment">
          <Card className="checkout-summary__card">
            <h2 className="checkout-summary__heading" id="checkout-summary-payment">
              {t('checkoutSummary.payment.title')}
            </h2>
            <dl className="checkout-summary__totals">
              <dt>{t('checkoutSummary.totals.subtotal')}</dt>
              <dd>{format.aed(totals.price)}</dd>
              <dt>{t('checkoutSummary.totals.discount')}</dt>
              <dd>{totals.savedAmount > 0 ? t('checkoutSummary.totals.minus', { amount: format.aed(totals.savedAmount) }) : format.aed(0)}</dd>
              <dt>{t('checkoutSummary.totals.bag')}</dt>
              <dd>{format.aed(totals.bagDeposit)}</dd>
              <dt>{t('checkoutSummary.totals.shipping')}</dt>
              <dd>{t('checkoutSummary.totals.free')}</dd>
              {totals.newVoucher > 0 && (
                <>
                  <dt>{t('checkoutSummary.totals.newVoucher')}</dt>
                  <dd>{format.aed(totals.newVoucher)}</dd>
                </>
              )}
              <dt className="checkout-summary__total">{t('checkoutSummary.totals.total')}</dt>
              <dd className="checkout-summary__total">{format.aed(totals.amountDue)}</dd>
            </dl>

            <OfferFields
              labels={{
                coupon: t('checkoutSummary.coupon.label'),
                noCoupon: t('checkoutSummary.coupon.none'),
                noCoupons: t('checkoutSummary.coupon.empty'),
                voucher: t('checkoutSummary.voucher.label'),
                removeVoucher: t('checkoutSummary.voucher.remove'),
              }}
              coupons={store.offer.coupons}
              couponId={store.offer.couponId}
              onCouponChange={(couponId) => void saved(store.chooseCoupon(couponId))}
              code={store.offer.code}
              onCodeChange={store.offer.setCode}
              onApply={() => void applyVoucher()}
              checking={store.offer.checking}
              voucher={store.offer.voucher}
              voucherError={store.offer.voucherError ? text(store.offer.voucherError) : undefined}
              onRemoveVoucher={() => void saved(store.removeVoucher())}
              voucherClassName="checkout-summary__voucher"
            />

            <fieldset className="checkout-summary__choice checkout-summary__payment">
              <legend>{t('checkoutSummary.payment.legend')}</legend>
              <label className="checkout-summary__option checkout-summary__option--on">
                <input type="radio" name="payment" value="telr" checked readOnly />
                <span>{t('checkoutSummary.payment.online')}</span>
              </label>
            </fieldset>

            <Button size="lg" block loading={store.paying} onClick={() => void pay()}>
              {t('checkoutSummary.pay')}
            </Button>
          </Card>
          <LinkButton to="/checkout/menus" variant="ghost" className="checkout-summary__back">
            {t('checkoutSummary.back')}
          </LinkButton>
        </aside>
      </div>
    </Page>
  );
});
