// order set: placing the wizard order (doc 2 §5.1–5.3, §5.8, §9). Read top to bottom: lock the customer, answer a
// repeated request key with the order it made, check the build against the customer's plans, check every day, meal
// and dish against the plan and the catalog, recompute the price, apply the coupon or voucher, then write the order,
// its days and dishes in one transaction.
// Online payment ('telr', issue 37): nothing is placed before the gateway says paid. The checked plan with its offer
// and cutlery becomes the customer's checkout plan, which is paid and placed through the checkout's own calls
// (createTelrSession, then placeneworder or the gateway's notification: place-checkout.ts); a cancelled or declined
// payment leaves it there to pay again.
import { createHash } from 'node:crypto';
import {
  allergensOf,
  checkoutTotals,
  deliveryDays,
  isMenuComplete,
  isStartSelectable,
  mealPlanOfLines,
  MIN_WIZARD_MEAL_TYPES,
  planPrice,
  SHIPPING_FILS,
  type MealPlan,
} from '@mealplan/shared/domain';
import type { DetailLine, PlacedOrder } from '@mealplan/shared/protocol';
import { customerChanged } from '../order-events';
import { lockUserRow, readDishPreferences } from '../../accounts/users';
import type { RateLimits } from '../../adapters/rate-limits';
import {
  dishesById,
  findDiet,
  findPlan,
  findSlot,
  mainMealTypeIds,
  planCalendar,
  priceRows,
  type PlanRow,
  type SlotRow,
} from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import type { ServerMessageId } from '../../i18n';
import { currentPlan } from '../store/current-plan';
import type { OrderDeps } from '../deps';
import { ORDER_MESSAGES } from '../messages';
import { issueNewVoucher, resolveOffer, useCoupon, type Offer, type OfferRequest } from '../money/offers';
import { deleteDraft } from './drafts';
import { insertOrderMenu } from '../store/order-menu';
import { refuseSlotOutsideAddress } from '../checkout/slot-emirate';
import { writeCheckoutPlan } from '../checkout/checkout-plan';
import { writeOfferAmounts } from '../checkout/checkout-row';
import { deleteCheckoutRowsOf, insertWizardOrderRow, orderByRequestKeyRow } from '../store/orders-table';

export interface PlaceOrderRequest {
  orderData: OfferRequest & {
    paymentMethod: 'cash' | 'telr' | 'Not Paid';
    mealPlan_id: number;
    price: number;
    diet_id: number;
    shipping: number;
  };
  detailsData: DetailLine[];
  deliverySlot: number;
  build: 'new' | 'renew';
  cutlery?: boolean | undefined;
  /** Absent in the spec's payload: derived from the customer and the request (requestKeyOf). */
  requestKey?: string | undefined;
}

/**
 * The request's key: the page's, or for the spec's payload (no key) one derived from the customer and what the request
 * asks for, so the same request sent twice (a double click, a retry) finds the one order it made.
 */
export function requestKeyOf(userId: number, request: PlaceOrderRequest): string {
  if (request.requestKey) return request.requestKey;
  const { orderData, detailsData, deliverySlot, build, cutlery } = request;
  const lines = [...detailsData].sort((a, b) => a.date - b.date || a.mealType_id - b.mealType_id);
  const canonical = JSON.stringify([userId, orderData, lines, deliverySlot, build, cutlery ?? null]);
  return `derived-${createHash('sha256').update(canonical).digest('base64url').slice(0, 40)}`;
}

/** The checked plan: what the order rows are written from. */
interface CheckedPlan {
  plan: PlanRow;
  dietId: number;
  slot: SlotRow;
  mealTypes: number[];
  days: number[];
  /** The menu in the one shape it has from the wizard to the insert. */
  menu: MealPlan;
  subtotal: number;
  renewedFrom: number | null;
}

const refuse = (message: ServerMessageId, field?: string): never => {
  throw new ClientError(message, field ? { [field]: message } : undefined);
};

/** 'new' needs a customer without a current plan; 'renew' a renewable plan, and starts after its end. */
async function buildFrom(db: Db, userId: number, build: PlaceOrderRequest['build'], now: number) {
  const current = await currentPlan(db, userId, now);
  if (build === 'new') {
    if (current) refuse(ORDER_MESSAGES.alreadyHasPlan);
    return { previousEnd: null, renewedFrom: null };
  }
  if (current?.state !== 'renewable') return refuse(ORDER_MESSAGES.notRenewable);
  return { previousEnd: current.endDate, renewedFrom: current.orderId };
}

async function checkPlan(db: Db, userId: number, request: PlaceOrderRequest, now: number): Promise<CheckedPlan> {
  const { previousEnd, renewedFrom } = await buildFrom(db, userId, request.build, now);
  const [plan, diet, slot, mainTypes] = await Promise.all([
    findPlan(db, request.orderData.mealPlan_id),
    findDiet(db, request.orderData.diet_id),
    findSlot(db, request.deliverySlot),
    mainMealTypeIds(db),
  ]);
  if (!plan || !diet) return refuse(ORDER_MESSAGES.planNotOffered);
  if (!slot) return refuse(ORDER_MESSAGES.selectSlot, 'deliverySlot');

  const menu = mealPlanOfLines(request.detailsData) ?? refuse(ORDER_MESSAGES.duplicateLine, 'detailsData');
  const mealTypes = [...new Set(request.detailsData.map((line) => line.mealType_id))].sort((a, b) => a - b);
  if (mealTypes.some((type) => !mainTypes.has(type) || !diet.meal_types.includes(type))) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'mealType');
  if (mealTypes.length < MIN_WIZARD_MEAL_TYPES) refuse(ORDER_MESSAGES.minMeals, 'mealType');

  const days = Object.keys(menu)
    .map(Number)
    .sort((a, b) => a - b);
  const calendar = await planCalendar(db, plan);
  const start = days[0]!;
  if (!isStartSelectable(start, now, calendar, previousEnd)) refuse(ORDER_MESSAGES.startDateUnavailable, 'date');
  const planDays = new Set(deliveryDays(start, plan.days_count, calendar));
  if (days.some((day) => !planDays.has(day))) refuse(ORDER_MESSAGES.dayNotInPlan, 'detailsData');
  if (!isMenuComplete(menu, plan.days_count, mealTypes)) refuse(ORDER_MESSAGES.fillMenu, 'detailsData');

  const [dishes, prefs] = await Promise.all([
    dishesById(
      db,
      request.detailsData.map((line) => line.dish_id),
    ),
    readDishPreferences(db, userId),
  ]);
  for (const line of request.detailsData) {
    const dish = dishes.get(line.dish_id);
    if (!dish || !dish.mealTypes.includes(line.mealType_id) || !dish.diets.includes(diet.id)) refuse(ORDER_MESSAGES.dishNotOffered, 'detailsData');
    if (allergensOf(dish!, prefs).length) refuse(ORDER_MESSAGES.allergy, 'detailsData');
  }

  const subtotal = planPrice({
    rows: await priceRows(db, diet.id, plan.id),
    dietId: diet.id,
    planId: plan.id,
    mealTypeIds: mealTypes,
    dayCount: plan.days_count,
  });
  if (subtotal === null) return refuse(ORDER_MESSAGES.planNotOffered);
  if (request.orderData.price !== subtotal || request.orderData.shipping !== SHIPPING_FILS) refuse(ORDER_MESSAGES.priceChanged, 'price');
  return { plan, dietId: diet.id, slot, mealTypes, days, menu, subtotal, renewedFrom };
}

export interface WizardOrderRow {
  id: number;
  price: number;
  discount_price: number;
  amount_due: number;
  bag_price: number;
  new_voucher: number;
}

function placedReply(row: WizardOrderRow): PlacedOrder {
  return {
    message: ORDER_MESSAGES.placed,
    orderId: row.id,
    price: row.price,
    discount: row.discount_price,
    total: row.amount_due,
    bagDeposit: row.bag_price,
    shipping: SHIPPING_FILS,
    newVoucher: row.new_voucher,
  };
}

async function orderByRequestKey(db: Db, userId: number, requestKey: string): Promise<PlacedOrder | undefined> {
  const row = await orderByRequestKeyRow(db, userId, requestKey);
  return row && placedReply(row);
}

async function insertOrder(
  db: Db,
  userId: number,
  request: PlaceOrderRequest & { requestKey: string },
  checked: CheckedPlan,
  offer: Offer,
  now: number,
) {
  const totals = checkoutTotals(checked.subtotal, offer.discount, request.build === 'renew');
  const row = await insertWizardOrderRow(db, [
    userId,
    request.orderData.paymentMethod,
    checked.dietId,
    checked.plan.id,
    checked.plan.days_count,
    checked.mealTypes,
    checked.plan.exclude_week_day,
    checked.days[0],
    checked.days.at(-1),
    checked.slot.id,
    checked.slot.emirate_id,
    request.cutlery ? 1 : 0,
    totals.bagDeposit,
    totals.price,
    totals.price + totals.bagDeposit + totals.shipping,
    totals.savedAmount,
    totals.amountDue,
    offer.voucherId,
    offer.couponId,
    checked.renewedFrom,
    now,
    request.requestKey,
    request.build,
  ]);
  return { orderId: row!.id, totals };
}

/**
 * Online payment: the plan is held as the customer's checkout plan (replacing one they had, same id), with the offer
 * and the amount the checkout computes, to be placed once paid. The wizard's draft is gone: the plan now lives in the
 * checkout (the dashboard's 'Resume editing the menu', /checkout). The reply's orderId is the checkout id to pay.
 */
async function holdForPayment(
  tx: Db,
  userId: number,
  request: PlaceOrderRequest,
  checked: CheckedPlan,
  offer: Offer,
  now: number,
): Promise<PlacedOrder> {
  const { bagDeposit } = checkoutTotals(checked.subtotal, offer.discount, request.build === 'renew');
  const checkoutId = await writeCheckoutPlan(
    tx,
    userId,
    {
      dietId: checked.dietId,
      planId: checked.plan.id,
      daysCount: checked.plan.days_count,
      mealTypes: checked.mealTypes,
      excludeWeekDay: checked.plan.exclude_week_day,
      slotId: checked.slot.id,
      emirateId: checked.slot.emirate_id,
      cutlery: request.cutlery ? 1 : 0,
      bagPrice: bagDeposit,
      price: checked.subtotal,
      build: request.build,
      renewedFrom: checked.renewedFrom,
      days: checked.days,
      menu: checked.menu,
    },
    now,
  );
  const amounts = await writeOfferAmounts(tx, checkoutId, checked.subtotal, bagDeposit, offer);
  await deleteDraft(tx, userId);
  return {
    message: ORDER_MESSAGES.heldForPayment,
    orderId: checkoutId,
    price: checked.subtotal,
    discount: amounts.savedAmount,
    total: amounts.amountDue,
    bagDeposit,
    shipping: SHIPPING_FILS,
    newVoucher: amounts.newVoucher,
    awaitingPayment: true,
  };
}

/** A plan placed from the wizard replaces the customer's checkout plan (no second plan can be paid for later). */
async function removeCheckoutPlan(tx: Db, userId: number): Promise<void> {
  await deleteCheckoutRowsOf(tx, userId);
}

const isUniqueViolation = (error: unknown, index: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' && String((error as Error).message).includes(index);

/** What placing an order needs besides the order core's deps: the rate limits of voucher and coupon attempts. */
export interface PlaceOrderDeps extends OrderDeps {
  limits: RateLimits;
}

export async function placeOrder(deps: PlaceOrderDeps, userId: number, placing: PlaceOrderRequest): Promise<PlacedOrder> {
  const now = deps.now();
  const request = { ...placing, requestKey: requestKeyOf(userId, placing) };
  const { limits } = deps;
  try {
    const placed = await deps.db.tx(async (tx) => {
      // One order placement per customer at a time: a second tab or a retry waits here, then finds the first order.
      await lockUserRow(tx, userId);
      const earlier = await orderByRequestKey(tx, userId, request.requestKey);
      if (earlier) return earlier;
      const checked = await checkPlan(tx, userId, request, now);
      await refuseSlotOutsideAddress(tx, userId, checked.slot, 'deliverySlot');
      const offer = await resolveOffer(tx, limits, userId, request.orderData, { now });
      if (request.orderData.paymentMethod === 'telr') return holdForPayment(tx, userId, request, checked, offer, now);
      await removeCheckoutPlan(tx, userId);
      const { orderId, totals } = await insertOrder(tx, userId, request, checked, offer, now);
      await insertOrderMenu(tx, orderId, checked.days, checked.menu);
      if (offer.couponId !== null) await useCoupon(tx, userId, offer.couponId, orderId);
      if (totals.newVoucher > 0) await issueNewVoucher(tx, userId, orderId, totals.newVoucher, now);
      await deleteDraft(tx, userId);
      return placedReply({
        id: orderId,
        price: totals.price,
        discount_price: totals.savedAmount,
        amount_due: totals.amountDue,
        bag_price: totals.bagDeposit,
        new_voucher: totals.newVoucher,
      });
    });
    // The plan state and the wizard's step (the draft is gone) of the session check changed.
    await customerChanged(deps.services, userId);
    return placed;
  } catch (error) {
    // Backstops of the lock on PostgreSQL: the unique indexes on the request key and on one voucher use.
    if (isUniqueViolation(error, 'orders_user_request_key')) {
      const earlier = await orderByRequestKey(deps.db, userId, request.requestKey);
      if (earlier) return earlier;
    }
    if (isUniqueViolation(error, 'orders_user_voucher_once'))
      throw new ClientError(ORDER_MESSAGES.voucherUsed, { voucher_code: ORDER_MESSAGES.voucherUsed });
    throw error;
  }
}
