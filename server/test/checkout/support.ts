// Test support for the checkout (mobile_checkout): a seeded customer server with the channel, a valid step-3 plan for
// a fresh customer computed from the seeded catalog with the shared rules, the calls that save it and open its payment
// page, and the rows a test compares before and after a refused call.
import { adjustStartDate, checkoutStartRange, deliveryDays, planPrice, type DeliveryCalendar } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import mobileCheckout from '../../src/channels/mobile_checkout';
import type { Db } from '../../src/db';
import { insertPaidOrder } from '../../src/orders/store/seeded-order';
import { MANY_SIGN_UPS, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { startCustomerServer, type CustomerServerOptions } from '../support/customers';

export const DIET_ID = 30;
export const EMIRATE_ID = 1;
export const SLOT_ID = 11;
export const AREA_ID = 101;

export function startCheckoutServer(opts: CustomerServerOptions = {}): Promise<AccountsTestServer> {
  return startCustomerServer({ seed: true, callLimits: MANY_SIGN_UPS, ...opts, channels: [mobileCheckout, ...(opts.channels ?? [])] });
}

/** A card for the sandbox's hosted payment page (SANDBOX_TEST_CARDS name the numbers it answers). */
export const card = (number: string) => ({ number, expiry: '12/39', cvv: '123', name: 'Layla Nasser' });

/** A mobile_checkout call of the customer. */
export const checkoutCall = (customer: SignedUp, type: string, data: unknown) => customer.client.call('mobile_checkout', type, data);

export async function holidays(db: Db): Promise<string[]> {
  return (await db.one<{ value: string[] }>("SELECT value FROM settings WHERE alias = 'holidays'"))!.value;
}

export async function planPriceOf(db: Db, planId: number, mealTypes: number[], dayCount: number): Promise<number> {
  const rows = await db.query<{ meal_type_id: number; value: number }>('SELECT meal_type_id, value FROM prices WHERE diet_id = $1 AND plan_id = $2', [
    DIET_ID,
    planId,
  ]);
  return planPrice({
    rows: rows.map((row) => ({ diet_id: DIET_ID, mealPlan_id: planId, mealType_id: row.meal_type_id, value: row.value })),
    dietId: DIET_ID,
    planId,
    mealTypeIds: mealTypes,
    dayCount,
  })!;
}

export interface PlanOptions {
  daysCount?: number;
  mealTypes?: number[];
  excludeWeekDay?: number[];
  startDate?: number;
  bagPrice?: number;
}

/** checkoutPlanParams of step 3 (days_count = the plan id, as the price grid's plans are). */
export function planParams(now: number, options: PlanOptions = {}) {
  const daysCount = options.daysCount ?? 20;
  const start = options.startDate ?? checkoutStartRange(now).min;
  return {
    diet_id: DIET_ID,
    days_count: daysCount,
    mealTypes: options.mealTypes ?? [1, 3],
    exclude_week_day: options.excludeWeekDay ?? [5, 6],
    cutlery: 0 as const,
    bag_price: options.bagPrice ?? 18_000,
    start_date: start,
    end_date: addDays(start, daysCount),
    isRenew: false,
    mealPlan_id: daysCount,
    emirate: EMIRATE_ID,
    slot_id: SLOT_ID,
    price: 1,
  };
}

/** The days the server must make of these params: days_count delivery days from the start moved to a delivery day. */
export async function expectedDays(db: Db, params: ReturnType<typeof planParams>): Promise<number[]> {
  const calendar: DeliveryCalendar = { excludeWeekDays: params.exclude_week_day, holidays: await holidays(db) };
  return deliveryDays(adjustStartDate(params.start_date, calendar), params.days_count, calendar);
}

/** Dishes of the diet's menu for a meal type (in id order). */
export async function menuDishes(db: Db, mealTypeId: number, limit = 40): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM dishes WHERE $1 = ANY(meal_types) AND $2 = ANY(diets) ORDER BY id LIMIT $3', [
    mealTypeId,
    DIET_ID,
    limit,
  ]);
  return rows.map((row) => row.id);
}

/** The customer saves a checkout plan of these params (set): its id. */
export async function saveCheckout(customer: SignedUp, params: ReturnType<typeof planParams>): Promise<number> {
  const reply = await checkoutCall(customer, 'set', { checkoutPlanParams: params, detailsData: [] });
  expect(reply.type).toBe('setOk');
  return (reply.data as { checkoutId: number }).checkoutId;
}

/** The sandbox's hosted payment page createTelrSession opens for the checkout plan. */
export async function paymentPage(customer: SignedUp, checkoutId: number): Promise<URL> {
  const reply = await checkoutCall(customer, 'createTelrSession', { checkoutId });
  expect(reply.type).toBe('createTelrSessionOk');
  return new URL((reply.data as { response: { order: { url: string } } }).response.order.url);
}

export async function checkoutRowCounts(db: Db, userId: number) {
  return (await db.one<{ orders: number; checkout: number; days: number; dishes: number; state: string }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE user_id = $1) AS orders,
       (SELECT count(*)::int FROM orders WHERE user_id = $1 AND status = 'checkout') AS checkout,
       (SELECT count(*)::int FROM order_days d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1) AS days,
       (SELECT count(*)::int FROM order_dishes d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1) AS dishes,
       (SELECT coalesce(string_agg(o.status || ':' || o.paid || ':' || o.cutlery || ':' || o.bag_price || ':' || coalesce(o.amount_due, -1) || ':' || o.start_date,
          ',' ORDER BY o.id), '') FROM orders o WHERE o.user_id = $1) AS state`,
    [userId],
  ))!;
}

/**
 * A paid, running 30-day plan (every day delivered, no weekday excluded) from 20 days ago, so it ends within the
 * renewal window and covers every day of the month but maybe the 31st: day i gets the i-th dish of each meal type's
 * menu, so a renewal by day of month can be checked.
 */
export async function renewablePlan(db: Db, userId: number, now: number, mealTypes = [1, 3]) {
  const start = addDays(today(now), -20);
  const days = deliveryDays(start, 30, { excludeWeekDays: [], holidays: [] });
  const menus = Object.fromEntries(await Promise.all(mealTypes.map(async (type) => [type, await menuDishes(db, type)] as const)));
  const menu = Object.fromEntries(
    days.map((day, index) => [day, Object.fromEntries(mealTypes.map((type) => [type, menus[type]![index % menus[type]!.length]!]))]),
  );
  const price = await planPriceOf(db, 30, mealTypes, 30);
  const orderId = await insertPaidOrder(db, userId, {
    dietId: DIET_ID,
    planId: 30,
    mealTypes,
    excludeWeekDay: [],
    days,
    menu,
    slotId: SLOT_ID,
    emirateId: EMIRATE_ID,
    price,
    bagPrice: 18_000,
    fullPrice: price + 18_000,
    createdAt: now - 20 * 86_400,
    paidAt: now - 20 * 86_400,
  });
  return { orderId, days, menu, price };
}
