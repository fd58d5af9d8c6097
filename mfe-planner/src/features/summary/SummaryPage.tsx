// Step 6, /menu/summary 'My meal plan summary' (doc 2 §2.2, §5.2, §5.3, §9): order lines, subtotal, shipping,
// discount, total, coupon, voucher code, payment method, terms; NEXT places the order (order set), or with online
// payment saves it as the checkout plan and opens the payment page: it is placed once paid (issue 37).
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import {
  ACCEPT_TERMS_MESSAGE,
  checkoutTotals,
  dailyPrice,
  orderLinesOf,
  planPrice,
  SHIPPING_FILS,
  validateOrderPlacement,
} from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { ReferenceListName } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { usePageStore } from '@mealplan/shared/stores';
import {
  Button,
  Card,
  CheckboxField,
  LinkButton,
  modalStore,
  OfferFields,
  Page,
  PageHeader,
  Spinner,
  useMessageText,
  useRefusalText,
  useText,
  type TextId,
} from '@mealplan/shared/ui';
import { localName } from '../../common/catalogueNames';
import { leaveForPayment, OnlinePayment, type ThankPageState } from '../../common/onlinePayment';
import { listsLoaded, useReferenceLists } from '../../common/reference';
import { useWizard } from '../../common/wizard/WizardContext';
import { NutritionPanel } from './NutritionPanel';
import { SummaryStore } from './summaryStore';
import { WIZARD_STEP_PATHS } from '../../common/wizard/wizardStore';
import type en from './i18n/en.json';
import './summary.css';

const LISTS: ReferenceListName[] = ['typeList', 'dietList', 'planList', 'priceList', 'slotsList', 'products'];
type PaymentMethod = 'cash' | 'telr';
const PAYMENT_METHODS: PaymentMethod[] = ['cash', 'telr'];

export const SummaryPage = observer(function SummaryPage() {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const wizard = useWizard();
  const messageText = useMessageText();
  const refusalText = useRefusalText();
  const orders = usePageStore(({ client, session }) => new SummaryStore(client, () => session.user.vouchers ?? []));
  const { offer } = orders;
  const onlinePayment = usePageStore(({ client }) => new OnlinePayment(client));
  const navigate = useNavigate();
  useReferenceLists(LISTS);
  const [payment, setPayment] = useState<PaymentMethod>('cash');
  const [terms, setTerms] = useState(false);
  const [placing, setPlacing] = useState(false);
  // A second submit is blocked while one is in flight (doc 2 §5.2), also before React re-renders.
  const inFlight = useRef(false);

  if (!listsLoaded(LISTS)) return <Spinner label={t('summary.loading')} />;
  const params = wizard.planParams;
  const mealTypes = params.mealType ?? [];
  const plan = referenceStore.get('planList')?.find((item) => item.id === params.mealPlan);
  const diet = referenceStore.get('dietList')?.find((item) => item.id === params.diet);
  const types = new Map((referenceStore.get('typeList') ?? []).map((type) => [type.id, type]));
  const typeName = (id: number) => {
    const type = types.get(id);
    return type ? localName(type, format.locale) : String(id);
  };
  const slot = referenceStore.get('slotsList')?.find((item) => item.id === params.deliverySlot);
  const rows = referenceStore.get('priceList') ?? [];
  const dayCount = plan?.count ?? 0;
  const subtotal = plan && diet ? (planPrice({ rows, dietId: diet.id, planId: plan.id, mealTypeIds: mealTypes, dayCount }) ?? 0) : 0;
  const isRenew = params.build === 'renew';
  const totals = checkoutTotals(subtotal, offer.discount, isRenew);
  const days = Object.keys(wizard.mealPlan)
    .map(Number)
    .sort((a, b) => a - b);

  const applyVoucher = async () => {
    const refused = await orders.applyVoucher(dayCount);
    if (refused !== null) modalStore.set({ headline: t('summary.validationHeadline'), content: messageText(refused) });
  };

  const placeOrder = async () => {
    if (inFlight.current) return;
    const check = validateOrderPlacement({ mealPlan: wizard.mealPlan, planCount: dayCount, mealTypes, termsAccepted: terms });
    if (!check.valid || !plan || !diet || !params.deliverySlot) {
      const termsOnly = check.errors.terms === ACCEPT_TERMS_MESSAGE && !check.errors.mealPlan;
      modalStore.set({
        headline: termsOnly ? t('summary.validationHeadline') : t('summary.headline'),
        content: termsOnly ? t('summary.terms.required') : t('summary.fillMenu'),
      });
      return;
    }
    inFlight.current = true;
    setPlacing(true);
    // While the browser leaves for the payment page, the button stays busy (no second order).
    let leaving = false;
    try {
      const placed = await orders.placeOrder({
        orderData: {
          ...offer.choice,
          paymentMethod: payment,
          mealPlan_id: plan.id,
          price: subtotal,
          diet_id: diet.id,
          shipping: SHIPPING_FILS,
        },
        detailsData: orderLinesOf(wizard.mealPlan, mealTypes),
        deliverySlot: params.deliverySlot,
        build: params.build ?? 'new',
        cutlery: params.cutlery === true,
        // One key per order attempt: a retried or repeated request makes one order.
        requestKey: crypto.randomUUID(),
      });
      if (placed.awaitingPayment) {
        // Online (issue 37): nothing is placed before the gateway says paid. The plan is now the customer's checkout
        // plan; its payment page opens, and the gateway's return (/checkout/success/telr) places it once paid. The
        // wizard keeps its state, so the browser's Back from the payment page finds this summary as it was.
        try {
          const url = await onlinePayment.pageUrl(placed.orderId);
          leaving = true;
          leaveForPayment(url);
        } catch (error) {
          modalStore.set({
            headline: t('summary.payment.notOpenedHeadline'),
            content: t('summary.payment.notOpened', { message: refusalText(error) }),
          });
        }
        return;
      }
      wizard.reachStep('thank');
      wizard.clearMealPlanSoon();
      navigate(WIZARD_STEP_PATHS.thank, { state: { placed } satisfies ThankPageState });
    } catch (error) {
      // doc 2 §8: the server's message as a Validation Error; the submit is enabled again.
      modalStore.set({ headline: t('summary.validationHeadline'), content: refusalText(error) });
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setPlacing(false);
      }
    }
  };

  return (
    <Page className="summary">
      <PageHeader title={t('summary.title')} subtitle={t('summary.subtitle')} />
      <div className="summary__layout">
        <div className="summary__main">
          <Card className="summary__card">
            <h2 className="summary__heading">{t('summary.plan.title')}</h2>
            <dl className="summary__facts">
              <dt>{t('summary.plan.diet')}</dt>
              <dd>{diet ? localName(diet, format.locale) : t('summary.unknown')}</dd>
              <dt>{t('summary.plan.meals')}</dt>
              <dd>{mealTypes.map((id) => typeName(id)).join(t('summary.plan.mealsJoin'))}</dd>
              <dt>{t('summary.plan.days')}</dt>
              <dd>
                {t('summary.plan.daysValue', { count: dayCount })}
                {days.length > 0 && (
                  <span className="summary__period">
                    {t('summary.plan.period', { from: format.day(days[0]!, 'd LLL yyyy'), to: format.day(days[days.length - 1]!, 'd LLL yyyy') })}
                  </span>
                )}
              </dd>
              <dt>{t('summary.plan.slot')}</dt>
              <dd>{slot ? <bdi>{slot.display_name}</bdi> : t('summary.unknown')}</dd>
              <dt>{t('summary.plan.cutlery')}</dt>
              <dd>{params.cutlery === true ? t('summary.yes') : t('summary.no')}</dd>
            </dl>
          </Card>

          <Card className="summary__card">
            <h2 className="summary__heading">{t('summary.lines.title')}</h2>
            <table className="summary__lines">
              <thead>
                <tr>
                  <th scope="col">{t('summary.lines.meal')}</th>
                  <th scope="col">{t('summary.lines.perDay')}</th>
                  <th scope="col">{t('summary.lines.days')}</th>
                  <th scope="col">{t('summary.lines.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {mealTypes.map((id) => {
                  const perDay = plan && diet ? (dailyPrice(rows, diet.id, plan.id, id) ?? 0) : 0;
                  return (
                    <tr key={id}>
                      <th scope="row">{typeName(id)}</th>
                      <td>{format.aed(perDay)}</td>
                      <td>{format.number(dayCount)}</td>
                      <td>{format.aed(perDay * dayCount)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Card>

          <NutritionPanel />
        </div>

        <aside className="summary__side" aria-labelledby="summary-totals">
          <Card className="summary__card">
            <h2 className="summary__heading" id="summary-totals">
              {t('summary.totals.title')}
            </h2>
            <dl className="summary__totals">
              <dt>{t('summary.totals.subtotal')}</dt>
              <dd>{format.aed(totals.price)}</dd>
              <dt>{t('summary.totals.shipping')}</dt>
              <dd>{t('summary.totals.free')}</dd>
              <dt>{t('summary.totals.discount')}</dt>
              <dd>{totals.savedAmount > 0 ? t('summary.totals.minus', { amount: format.aed(totals.savedAmount) }) : format.aed(0)}</dd>
              {totals.bagDeposit > 0 && (
                <>
                  <dt>{t('summary.totals.bag')}</dt>
                  <dd>{format.aed(totals.bagDeposit)}</dd>
                </>
              )}
              {totals.newVoucher > 0 && (
                <>
                  <dt>{t('summary.totals.newVoucher')}</dt>
                  <dd>{format.aed(totals.newVoucher)}</dd>
                </>
              )}
              <dt className="summary__total">{t('summary.totals.total')}</dt>
              <dd className="summary__total">{format.aed(totals.amountDue)}</dd>
            </dl>

            <OfferFields
              labels={{
                coupon: t('summary.coupon.label'),
                noCoupon: t('summary.coupon.none'),
                noCoupons: t('summary.coupon.empty'),
                voucher: t('summary.voucher.label'),
              }}
              coupons={offer.coupons}
              couponId={offer.couponId}
              onCouponChange={offer.chooseCoupon}
              code={offer.code}
              onCodeChange={offer.setCode}
              onApply={() => void applyVoucher()}
              checking={offer.checking}
              voucher={offer.voucher}
              voucherError={offer.voucherError ? messageText(offer.voucherError) : undefined}
            />

            <fieldset className="summary__payment">
              <legend>{t('summary.payment.label')}</legend>
              {PAYMENT_METHODS.map((method) => (
                <label key={method} className="summary__radio">
                  <input type="radio" name="payment" value={method} checked={payment === method} onChange={() => setPayment(method)} />
                  <span>{t(`summary.payment.${method}`)}</span>
                </label>
              ))}
            </fieldset>
            {payment === 'telr' && <p className="summary__payment-note">{t('summary.payment.telrNote')}</p>}

            <CheckboxField
              label={t('summary.terms.label')}
              hint={
                <a href="/terms" target="_blank" rel="noreferrer">
                  {t('summary.terms.link')}
                </a>
              }
              checked={terms}
              onChange={(event) => setTerms(event.target.checked)}
            />
          </Card>
        </aside>
      </div>

      <div className="summary__footer">
        <LinkButton to={WIZARD_STEP_PATHS.address} variant="secondary" size="lg">
          {t('summary.back')}
        </LinkButton>
        <Button size="lg" loading={placing} onClick={() => void placeOrder()}>
          {t('summary.next')}
        </Button>
      </div>
    </Page>
  );
});
