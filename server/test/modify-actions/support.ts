// Test support for the plan actions (issue 20): a seeded customer server with the menu_builder channel, a paid plan
// written for a fresh customer from the seeded catalog, the plan's rows as the actions see them, and a snapshot of
// every row a refused call must leave as it was.
import { deliveryDays, type DeliveryCalendar, type MealPlan } from '@mealplan/shared/domain';
import { addDays, today } from '@mealplan/shared/time';
import menuBuilder from '../../src/channels/menu_builder';
import type { Db } from '../../src/db';
import { insertPaidOrder } from '../../src/orders/store/seeded-order';
import { MANY_SIGN_UPS, type AccountsTestServer } from '../accounts/support';
import { DIET_ID, EMIRATE_ID, holidays, menuDishes, planPriceOf, SLOT_ID } from '../checkout/support';
import { startCustomerServer } from '../support/customers';

export { DIET_ID };

export function startActionsServer(): Promise<AccountsTestServer> {
  return startCustomerServer({ seed: true, callLimits: MANY_SIGN_UPS, channels: [menuBuilder] });
}

/** A profile getForDashboard payload (userId is ignored by the server: the session's counts). */
export const dashboard = (subtype: string, fields: Record<string, unknown> = {}) => ({ subtype, userId: 1, ...fields });

export interface PlanOptions {
  /** First day, days from today (may be negative: a running plan). */
  startIn?: number;
  count?: number;
  excludeWeekDay?: number[];
  /** Main meal types and side types of the plan. */
  mealTypes?: number[];
}

export async function planCalendarOf(db: Db, excludeWeekDay: number[]): Promise<DeliveryCalendar> {
  return { excludeWeekDays: excludeWeekDay, holidays: await holidays(db), excludedDates: [] };
}

/** A paid plan of DIET_ID (planId 20 prices) for the customer; day i gets the i-th dish of each main meal's menu. */
export async function paidPlan(db: Db, userId: number, now: number, options: PlanOptions = {}) {
  const excludeWeekDay = options.excludeWeekDay ?? [5, 6];
  const mealTypes = options.mealTypes ?? [1, 3, 7];
  const calendar = await planCalendarOf(db, excludeWeekDay);
  const days = deliveryDays(addDays(today(now), options.startIn ?? -5), options.count ?? 20, calendar);
  const mains = mealTypes.filter((type) => type <= 5);
  const menus = Object.fromEntries(await Promise.all(mains.map(async (type) => [type, await menuDishes(db, type)] as const)));
  const menu: MealPlan = Object.fromEntries(
    days.map((day, index) => [day, Object.fromEntries(mains.map((type) => [type, menus[type]![index % menus[type]!.length]!]))]),
  );
  const price = await planPriceOf(db, 20, mains, days.length);
  const orderId = await insertPaidOrder(db, userId, {
    dietId: DIET_ID,
    planId: 20,
    mealTypes,
    excludeWeekDay,
    days,
    menu,
    slotId: SLOT_ID,
    emirateId: EMIRATE_ID,
    price,
    bagPrice: 18_000,
    fullPrice: price + 18_000,
    createdAt: now - 86_400,
    paidAt: now - 86_400,
  });
  return { orderId, days, menu, price, calendar };
}

/** The order's regular, not skipped days outside every pause: the days dishes arrive on. */
export async function deliveringDays(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.query<{ day: number }>(
    `SELECT d.day::float8 AS day FROM order_days d WHERE d.order_id = $1 AND d.kind = 'regular' AND d.skipped_to IS NULL
       AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = d.order_id AND p.start_date <= d.day AND (p.end_date IS NULL OR d.day < p.end_date))
     ORDER BY d.day`,
    [orderId],
  );
  return rows.map((row) => row.day);
}

/** Every row of the customer's orders, days, dishes, pauses, coupons, sides and cart, and their preferences. */
export async function snapshot(db: Db, userId: number): Promise<string> {
  const tables = await Promise.all([
    db.query('SELECT * FROM orders WHERE user_id = $1 ORDER BY id', [userId]),
    db.query('SELECT d.* FROM order_days d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1 ORDER BY d.order_id, d.day', [userId]),
    db.query(
      `SELECT d.* FROM order_dishes d JOIN orders o ON o.id = d.order_id WHERE o.user_id = $1
       ORDER BY d.order_id, d.day, d.meal_type_id, d.side_slot`,
      [userId],
    ),
    db.query('SELECT p.* FROM pauses p JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1 ORDER BY p.id', [userId]),
    db.query('SELECT * FROM user_vouchers WHERE user_id = $1 ORDER BY id', [userId]),
    db.query(
      'SELECT s.* FROM user_sides s JOIN orders o ON o.id = s.order_id WHERE o.user_id = $1 ORDER BY s.day, s.dish_id, s.side_type_id, s.side_id, s.type',
      [userId],
    ),
    db.query('SELECT * FROM cart_items WHERE user_id = $1 ORDER BY id', [userId]),
    db.query('SELECT dish_likes, dish_dislikes FROM users WHERE id = $1', [userId]),
    db.query('SELECT * FROM dish_feedback WHERE user_id = $1 ORDER BY dish_id', [userId]),
  ]);
  return JSON.stringify(tables);
}

/** The first delivery day of the calendar at least `days` days from today. */
export function deliveryDayIn(now: number, days: number, calendar: DeliveryCalendar): number {
  return deliveryDays(addDays(today(now), days), 1, calendar)[0]!;
}
