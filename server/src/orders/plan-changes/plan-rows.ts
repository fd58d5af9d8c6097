// What the plan actions read of a customer's order and write back (pause, resume, cancel, sides, cart): the order
// the actions apply to, its days (regular, skipped, additional) and its pauses, the delivery calendar of the plan
// with the days it must not land on, and the reconciliation of its regular days with what a shared rule decided.
import { isDeliveryDay, type DeliveryCalendar, type Pause } from '@mealplan/shared/domain';
import { toIsoDate } from '@mealplan/shared/time';
import { planCalendar } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import { defaultCheckoutMenu } from '../checkout/checkout-menu';
import { ownOrder, type CheckoutRow } from '../checkout/checkout-row';
import { currentPlan } from '../store/current-plan';
import { insertOrderMenu } from '../store/order-menu';
import { endOnLastPlanDay } from '../store/orders-table';

export interface PlanDay {
  day: number;
  kind: 'regular' | 'additional';
  skippedTo: number | null;
}

export interface PauseRecord extends Pause {
  id: number;
}

/** The customer's own placed order (pending or active) with this id, locked for the action; 'No meal plan found' otherwise. */
export async function ownPlacedOrder(db: Db, userId: number, orderId: number): Promise<CheckoutRow> {
  const order = await ownOrder(db, userId, orderId, ['pending', 'active'], true);
  if (!order) throw new ClientError(ACTION_MESSAGES.noOrder);
  return order;
}

/** The order the dashboard's pause calls act on: the customer's current plan (orders/store/current-plan.ts), or undefined. */
export async function currentOrderId(db: Db, userId: number, now: number): Promise<number | undefined> {
  return (await currentPlan(db, userId, now))?.orderId;
}

export async function planDaysOf(db: Db, orderId: number): Promise<PlanDay[]> {
  const rows = await db.query<{ day: number; kind: PlanDay['kind']; skipped_to: number | null }>(
    'SELECT day::float8 AS day, kind, skipped_to::float8 AS skipped_to FROM order_days WHERE order_id = $1 ORDER BY day',
    [orderId],
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, skippedTo: row.skipped_to }));
}

/** The order's pauses, earliest start first. */
export async function pausesOf(db: Db, orderId: number): Promise<PauseRecord[]> {
  const rows = await db.query<{ id: number; start_date: number; end_date: number | null }>(
    'SELECT id, start_date::float8 AS start_date, end_date::float8 AS end_date FROM pauses WHERE order_id = $1 ORDER BY start_date, id',
    [orderId],
  );
  return rows.map((row) => ({ id: row.id, startDate: row.start_date, endDate: row.end_date }));
}

/** Inside the pause: from its start, until its end (the resume day) when it has one. */
export const insidePause = (day: number, pause: Pause) => day >= pause.startDate && (pause.endDate === null || day < pause.endDate);

/** A regular day of the plan, not skipped. */
export const isRegularDay = (day: PlanDay) => day.kind === 'regular' && day.skippedTo === null;

/** The days dishes arrive on: regular, not skipped, outside every pause. */
export function deliveryDaysOf(days: readonly PlanDay[], pauses: readonly Pause[]): number[] {
  return days.filter((day) => isRegularDay(day) && !pauses.some((pause) => insidePause(day.day, pause))).map((day) => day.day);
}

/**
 * The plan's delivery calendar (its excluded weekdays, the holidays) that also keeps new days off the days the plan
 * already holds otherwise: a skipped day and an additional delivery are not given a second, regular delivery.
 */
export async function actionCalendar(db: Db, order: CheckoutRow, days: readonly PlanDay[]): Promise<DeliveryCalendar> {
  const calendar = await planCalendar(db, { id: order.plan_id, days_count: order.days_count, exclude_week_day: order.exclude_week_day });
  return { ...calendar, excludedDates: days.filter((day) => !isRegularDay(day)).map((day) => toIsoDate(day.day)) };
}

/** Every chosen dish, side choice and cart item of the days, and the days themselves. */
async function deleteDays(db: Db, orderId: number, days: readonly number[]): Promise<void> {
  if (days.length === 0) return;
  const params = [orderId, [...days]];
  await db.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = ANY($2::bigint[])', params);
  await db.query('DELETE FROM user_sides WHERE order_id = $1 AND day = ANY($2::bigint[])', params);
  await db.query('DELETE FROM cart_items WHERE order_id = $1 AND day = ANY($2::bigint[])', params);
  await db.query('DELETE FROM order_days WHERE order_id = $1 AND day = ANY($2::bigint[])', params);
}

/**
 * Makes the regular days of the order deliver on `target` (what the shared rule decided), given its pauses as they are
 * now: a target day the order lacks is added with the default dishes (the nutritionist's, doc 3 §4 "Pause"); a regular
 * day outside the target and outside every pause goes; days inside a pause stay (the page shows them paused); the
 * plan's last day follows. Returns the days added.
 */
export async function reconcileDays(
  db: Db,
  userId: number,
  order: CheckoutRow,
  days: readonly PlanDay[],
  pauses: readonly Pause[],
  target: readonly number[],
  calendar: DeliveryCalendar,
): Promise<number[]> {
  const wanted = new Set(target);
  const held = new Set(days.map((day) => day.day));
  const added = target.filter((day) => !held.has(day) && isDeliveryDay(day, calendar));
  const removed = days
    .filter((day) => isRegularDay(day) && !wanted.has(day.day) && !pauses.some((pause) => insidePause(day.day, pause)))
    .map((day) => day.day);
  await deleteDays(db, order.id, removed);
  if (added.length) {
    const menu = await defaultCheckoutMenu(db, userId, { dietId: order.diet_id, mealTypes: order.meal_types, days: added });
    await insertOrderMenu(db, order.id, added, menu);
  }
  await endOnLastPlanDay(db, order.id);
  return added;
}
