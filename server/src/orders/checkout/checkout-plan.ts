// The checkout plan (doc 2 §2.3, §4.5, §5.6, §5.7; issue 19 decision 1): a row of orders with status 'checkout', one
// per customer, its days and dishes in order_days / order_dishes like any order. Read top to bottom: the row and its
// owner check, the server's price data, getPending, set (steps 2 and 3 checked, the days generated, the dishes
// checked or chosen), remove, and update (the summary's cutlery, bag deposit and offer, the amount recomputed).
import {
  adjustStartDate,
  allergensOf,
  BAG_DEPOSIT_FILS,
  checkoutStartRange,
  DAYS_PER_WEEK,
  deliveryDays,
  mealPlanDaysMismatch,
  mealPlanOfLines,
  planPrice,
  SHIPPING_FILS,
  validateCheckoutStep2,
  validateCheckoutStep3,
  type Discount,
  type MealPlan,
} from '@mealplan/shared/domain';
import type { DetailLine, PendingCheckoutParams, RequestData } from '@mealplan/shared/protocol';
import { customerChanged } from '../order-events';
import { lockUserRow, readDishPreferences } from '../../accounts/users';
import type { RateLimits } from '../../adapters/rate-limits';
import { dishesById, findDiet, findPlan, findSlot, mainMealTypeIds, planCalendar, priceRows, voucherById } from '../../catalog/lookups';
import { MOBILE_MEAL_TYPE_COMBINATIONS } from '../../catalog/seed/meal-types';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { defaultCheckoutMenu } from './checkout-menu';
import { currentPlan } from '../store/current-plan';
import type { OrderDeps } from '../deps';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../messages';
import { resolveOffer } from '../money/offers';
import { refuseSlotOutsideAddress } from './slot-emirate';
import { insertOrderMenu } from '../store/order-menu';
import { mealPlanOf } from '../reads/order-view';
import { closeChangedPayments } from '../money/checkout-payment';
import {
  checkoutAmounts,
  ownCheckout,
  ownOrder,
  pendingCheckout,
  refuse,
  refuseDaysMismatch,
  writeOfferAmounts,
  type CheckoutRow,
} from './checkout-row';
import { deleteOwnCheckoutRow, insertCheckoutRow, rewriteCheckoutRow, setCutleryAndBagPrice } from '../store/orders-table';

const discountOf = (row: Pick<CheckoutRow, 'discount_type' | 'discount_value'>): Discount | null =>
  row.discount_type && row.discount_value !== null ? { type: row.discount_type, value: row.discount_value } : null;

/**
 * The voucher the checkout holds, as the summary shows it: the code the customer typed (never the catalogue's), the
 * discount the checkout was priced with, and the voucher's conditions.
 */
async function heldVoucher(db: Db, row: CheckoutRow): Promise<PendingCheckoutParams['voucher']> {
  const discount = discountOf(row);
  if (row.voucher_id === null || !discount) return null;
  const voucher = await voucherById(db, row.voucher_id);
  if (!voucher) return null;
  return { id: voucher.id, code: row.voucher_code ?? '', type: discount.type, value: discount.value, conditions: voucher.conditions };
}

function pendingParams(row: CheckoutRow, daysMatch: boolean, voucher: PendingCheckoutParams['voucher']): PendingCheckoutParams {
  const discount = discountOf(row);
  const amounts = checkoutAmounts(row.price, row.bag_price, discount);
  return {
    id: row.id,
    diet_id: row.diet_id,
    days_count: row.days_count,
    mealTypes: row.meal_types,
    exclude_week_day: row.exclude_week_day,
    cutlery: row.cutlery === 1 ? 1 : 0,
    bag_price: row.bag_price,
    priceDatas: {
      price: row.price,
      discountPrice: amounts.discountPrice,
      savedAmount: amounts.savedAmount,
      discountPer: discount?.type === 'percent' ? Math.min(100, discount.value) : 0,
      discountType: discount?.type ?? null,
      voucher_id: row.voucher_id,
    },
    start_date: row.start_date,
    end_date: row.end_date,
    date: row.start_date,
    isRenew: row.build === 'renew',
    mealPlan_id: row.plan_id,
    emirate: row.emirate_id ?? 0,
    slot_id: row.slot_id ?? 0,
    price: row.price,
    voucher_id: row.voucher_id,
    voucher,
    coupon_id: row.coupon_id,
    user_id: row.user_id,
    full_price: amounts.fullPrice,
    discount_price: amounts.discountPrice,
    new_voucher: amounts.newVoucher,
    amount_due: amounts.amountDue,
    shipping: SHIPPING_FILS,
    daysMatch,
  };
}

/** getPending: the customer's checkout plan and its meal plan; planParams null and an empty meal plan without one. */
export async function getPendingCheckout(
  { db }: Pick<OrderDeps, 'db'>,
  userId: number,
): Promise<{ planParams: PendingCheckoutParams | null; mealPlan: MealPlan }> {
  const row = await pendingCheckout(db, userId);
  if (!row) return { planParams: null, mealPlan: {} };
  const [mealPlan, voucher] = await Promise.all([mealPlanOf(db, row.id), heldVoucher(db, row)]);
  return { planParams: pendingParams(row, mealPlanDaysMismatch(mealPlan, row.days_count) === null, voucher), mealPlan };
}

/** Bag deposit: the 180 AED deposit, or 0 ('Renewal: already paid bag deposit') on a renewal only. */
function checkedBagPrice(bagPrice: number, isRenew: boolean): number {
  if (bagPrice === BAG_DEPOSIT_FILS || (bagPrice === 0 && isRenew)) return bagPrice;
  return refuse(CHECKOUT_MESSAGES.bagDepositMandatory, 'bag_price');
}

/** What a checkout row is written from (set and renew). */
export interface CheckoutPlanFields {
  dietId: number;
  planId: number;
  daysCount: number;
  mealTypes: number[];
  excludeWeekDay: number[];
  slotId: number;
  emirateId: number;
  cutlery: number;
  bagPrice: number;
  price: number;
  build: 'new' | 'renew';
  renewedFrom: number | null;
  days: number[];
  menu: MealPlan;
}

/**
 * Writes the customer's one checkout plan: the existing one is replaced (same id), else a new row is made. Runs inside
 * the caller's transaction, after lockUserRow.
 */
export async function writeCheckoutPlan(tx: Db, userId: number, fields: CheckoutPlanFields, now: number): Promise<number> {
  const amounts = checkoutAmounts(fields.price, fields.bagPrice, null);
  const values = [
    fields.dietId,
    fields.planId,
    fields.daysCount,
    fields.mealTypes,
    fields.excludeWeekDay,
    fields.days[0],
    fields.days.at(-1),
    fields.slotId,
    fields.emirateId,
    fields.cutlery,
    fields.bagPrice,
    fields.price,
    amounts.fullPrice,
    amounts.amountDue,
    fields.build,
    fields.renewedFrom,
  ];
  const existing = await pendingCheckout(tx, userId);
  let checkoutId: number;
  if (existing) {
    checkoutId = existing.id;
    await rewriteCheckoutRow(tx, checkoutId, userId, values, now);
    await tx.query('DELETE FROM order_dishes WHERE order_id = $1', [checkoutId]);
    await tx.query('DELETE FROM order_days WHERE order_id = $1', [checkoutId]);
  } else {
    const row = await insertCheckoutRow(tx, userId, values, now);
    checkoutId = row!.id;
  }
  await insertOrderMenu(tx, checkoutId, fields.days, fields.menu);
  await closeChangedPayments(tx, userId, checkoutId, now);
  return checkoutId;
}

type SetRequest = RequestData<'mobile_checkout', 'set'>;
type CheckoutPlanParams = SetRequest['checkoutPlanParams'];

/** 'new' for a customer without a plan; 'renew' after a renewable plan (the start after its end); refused otherwise. */
async function checkoutBuild(db: Db, userId: number, now: number) {
  const current = await currentPlan(db, userId, now);
  if (!current) return { build: 'new' as const, previousEnd: null, renewedFrom: null };
  if (current.state !== 'renewable') return refuse(ORDER_MESSAGES.alreadyHasPlan);
  return { build: 'renew' as const, previousEnd: current.endDate, renewedFrom: current.orderId };
}

/** Steps 2 and 3 (§5.6) against the catalog: the diet, its meals, the allowed combinations, the plan, the slot. */
async function checkSteps(db: Db, params: CheckoutPlanParams) {
  const [diet, plan, slot, mainTypes] = await Promise.all([
    params.diet_id === null ? undefined : findDiet(db, params.diet_id),
    params.mealPlan_id === null ? undefined : findPlan(db, params.mealPlan_id),
    params.slot_id === null ? undefined : findSlot(db, params.slot_id),
    mainMealTypeIds(db),
  ]);
  const mealTypes = [...new Set(params.mealTypes)].sort((a, b) => a - b);
  const step2 = validateCheckoutStep2({
    dietId: diet?.id ?? null,
    dietMealTypes: diet?.meal_types ?? [],
    mealTypes,
    daysCount: params.days_count,
    combinations: MOBILE_MEAL_TYPE_COMBINATIONS,
  });
  if (step2.message) throw new ClientError(step2.message, step2.errors);
  if (mealTypes.some((type) => !diet!.meal_types.includes(type))) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'mealTypes');
  const daysCount = params.days_count!;
  if (!plan || plan.days_count !== daysCount) return refuse(ORDER_MESSAGES.planNotOffered, 'days_count');
  const step3 = validateCheckoutStep3({ startDate: params.start_date, emirate: params.emirate, slotId: slot?.id ?? null });
  if (step3.message) throw new ClientError(step3.message, step3.errors);
  if (slot!.emirate_id !== params.emirate) refuse(ORDER_MESSAGES.selectSlot, 'slot_id');
  if (new Set(params.exclude_week_day).size >= DAYS_PER_WEEK) refuse(CHECKOUT_MESSAGES.noDeliveryWeekday, 'exclude_week_day');
  return {
    dietId: diet!.id,
    plan,
    slot: slot!,
    mealTypes,
    mainTypes: mealTypes.filter((type) => mainTypes.has(type)),
    daysCount,
    startDate: params.start_date!,
  };
}

/** The page's dishes for the plan's days: each a main meal of the plan on one of its days, on the diet's menu, no allergen. */
async function checkedLines(
  db: Db,
  userId: number,
  lines: readonly DetailLine[],
  days: readonly number[],
  mainTypes: readonly number[],
  dietId: number,
) {
  const menu = mealPlanOfLines(lines) ?? refuse(ORDER_MESSAGES.duplicateLine, 'detailsData');
  const planDaySet = new Set(days);
  if (lines.some((line) => !planDaySet.has(line.date))) refuse(ORDER_MESSAGES.dayNotInPlan, 'detailsData');
  if (lines.some((line) => !mainTypes.includes(line.mealType_id))) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'detailsData');
  const [dishes, prefs] = await Promise.all([
    dishesById(
      db,
      lines.map((line) => line.dish_id),
    ),
    readDishPreferences(db, userId),
  ]);
  for (const line of lines) {
    const dish = dishes.get(line.dish_id);
    if (!dish || !dish.mealTypes.includes(line.mealType_id) || !dish.diets.includes(dietId)) refuse(ORDER_MESSAGES.dishNotOffered, 'detailsData');
    if (allergensOf(dish!, prefs).length) refuse(ORDER_MESSAGES.allergy, 'detailsData');
  }
  return menu;
}

/**
 * set: steps 2 and 3 checked (§5.6), the start within 3 days to 3 months ahead and after the current plan's end, an
 * excluded weekday moved forward; days_count delivery days from it. The page's dishes are checked; with none, the
 * server chooses the default dishes of every day (and the side dishes of the side types).
 */
export async function setCheckoutPlan(deps: OrderDeps, userId: number, request: SetRequest): Promise<{ checkoutId: number }> {
  const now = deps.now();
  const params = request.checkoutPlanParams;
  const checkoutId = await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    if (params.id && !(await ownOrder(tx, userId, params.id, ['checkout']))) refuse(CHECKOUT_MESSAGES.notFound);
    const { build, previousEnd, renewedFrom } = await checkoutBuild(tx, userId, now);
    const checked = await checkSteps(tx, params);
    await refuseSlotOutsideAddress(tx, userId, checked.slot, 'slot_id');
    const range = checkoutStartRange(now, previousEnd);
    if (checked.startDate < range.min || checked.startDate > range.max) refuse(CHECKOUT_MESSAGES.startOutOfRange, 'start_date');
    const calendar = await planCalendar(tx, { ...checked.plan, exclude_week_day: params.exclude_week_day });
    const days = deliveryDays(adjustStartDate(checked.startDate, calendar), checked.daysCount, calendar);
    const price = planPrice({
      rows: await priceRows(tx, checked.dietId, checked.plan.id),
      dietId: checked.dietId,
      planId: checked.plan.id,
      mealTypeIds: checked.mealTypes,
      dayCount: checked.daysCount,
    });
    if (price === null) return refuse(ORDER_MESSAGES.planNotOffered);
    const menu =
      request.detailsData.length > 0
        ? await checkedLines(tx, userId, request.detailsData, days, checked.mainTypes, checked.dietId)
        : await defaultCheckoutMenu(tx, userId, { dietId: checked.dietId, mealTypes: checked.mealTypes, days });
    return writeCheckoutPlan(
      tx,
      userId,
      {
        dietId: checked.dietId,
        planId: checked.plan.id,
        daysCount: checked.daysCount,
        mealTypes: checked.mealTypes,
        excludeWeekDay: [...new Set(params.exclude_week_day)].sort((a, b) => a - b),
        slotId: checked.slot.id,
        emirateId: checked.slot.emirate_id,
        cutlery: params.cutlery,
        bagPrice: checkedBagPrice(params.bag_price, build === 'renew'),
        price,
        build,
        renewedFrom,
        days,
        menu,
      },
      now,
    );
  });
  await customerChanged(deps.services, userId);
  return { checkoutId };
}

/** remove (Delete & Startover): the checkout plan, its days and dishes are gone. */
export async function removeCheckoutPlan(deps: OrderDeps, userId: number, checkoutId: number): Promise<void> {
  const rows = await deleteOwnCheckoutRow(deps.db, userId, checkoutId);
  if (rows.length === 0) refuse(CHECKOUT_MESSAGES.notFound);
  await closeChangedPayments(deps.db, userId, checkoutId, deps.now());
  await customerChanged(deps.services, userId);
}

type UpdateRequest = RequestData<'mobile_checkout', 'update'>;

/** What update needs besides the order core's deps: the voucher and coupon attempt limits. */
export interface CheckoutOfferDeps extends OrderDeps {
  limits: RateLimits;
}

/**
 * update (the summary): the days must match (§5.7), cutlery, the bag deposit (180 AED, or 0 on a renewal) and the
 * coupon or voucher (checked again on the server, with the voucher's conditions against the plan's days); the amount is
 * recomputed from the server's price. The summary sends every choice as it is made: the checkout row is where the
 * offer, the cutlery and the bag deposit live (issue 37), and the code the customer typed is kept with the voucher.
 */
export async function updateCheckoutPlan(deps: CheckoutOfferDeps, userId: number, request: UpdateRequest): Promise<{ checkoutId: number }> {
  const { details } = request;
  await deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const row = await ownCheckout(tx, userId, request.checkoutId, true);
    await refuseDaysMismatch(tx, row);
    const bagPrice = checkedBagPrice(details.bag_price, row.build === 'renew');
    const offer = await resolveOffer(
      tx,
      deps.limits,
      userId,
      { coupon_id: details.coupon_id ?? null, voucher_id: details.voucher_id ?? null, voucher_code: details.voucher_code },
      { now: deps.now(), planDays: row.days_count, heldCode: row.voucher_id !== null ? row.voucher_code : null },
    );
    await setCutleryAndBagPrice(tx, row.id, Boolean(details.cutlery), bagPrice);
    await writeOfferAmounts(tx, row.id, row.price, bagPrice, offer);
    await closeChangedPayments(tx, userId, row.id, deps.now());
  });
  return { checkoutId: request.checkoutId };
}
