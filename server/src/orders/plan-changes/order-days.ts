// The days of a customer's order as /modify edits them (doc 3 §3 "Plan params", §4 "Day editing", "Skip"): the
// customer's own order (placed in the wizard and awaiting payment, or active), its days (regular, additional
// deliveries, skipped ones with the day they moved to, diet changes) and pauses, and what the shared day rules
// (shared/src/domain/dayStatus.ts) say of each day. Every day call of the order channel reads the order through here.
import {
  changeDeadline,
  dayChangeBlockReason,
  dayStatus,
  isPaused,
  type DayContext,
  type DayMeals,
  type MealPlan,
  type Pause,
} from '@mealplan/shared/domain';
import type { OrderDay, PlanChange } from '@mealplan/shared/protocol';
import type { Db } from '../../db';
import type { ServerMessageId } from '../../i18n';
import { ownOrder, refuse, type CheckoutRow } from '../checkout/checkout-row';
import { ORDER_MESSAGES } from '../messages';
import { mealPlanOfRows, menuRowsColumn, type MenuTuple } from '../store/order-menu';
import { MODIFIABLE_STATUSES, modifiableOrderWithDays, ORDER_DAYS_COLUMNS } from '../store/orders-table';

export { MODIFIABLE_STATUSES, ORDER_DAYS_COLUMNS };

interface DayRow {
  day: number;
  kind: 'regular' | 'additional';
  diet_id: number | null;
  skipped_to: number | null;
}

export interface OrderDays {
  order: CheckoutRow;
  /** Every day row of the order, by day. */
  rows: DayRow[];
  pauses: Pause[];
}

/** The customer's own order, pending or active; 'No meal plan found.' for any other id (another customer's included). */
export async function ownPlanOrder(db: Db, userId: number, orderId: number, forUpdate = false): Promise<CheckoutRow> {
  return (await ownOrder(db, userId, orderId, MODIFIABLE_STATUSES, forUpdate)) ?? refuse(ORDER_MESSAGES.noOrder);
}

type DayTuple = [day: number, kind: DayRow['kind'], dietId: number | null, skippedTo: number | null];
type PauseTuple = [startDate: number, endDate: number | null];

/** The columns ORDER_DAYS_COLUMNS adds to a statement's row. */
export interface OrderDaysColumns {
  day_rows: DayTuple[];
  pause_rows: PauseTuple[];
}

/** The OrderDays of an order read with ORDER_DAYS_COLUMNS. */
export function orderDaysOf(order: CheckoutRow, { day_rows, pause_rows }: OrderDaysColumns): OrderDays {
  return {
    order,
    rows: day_rows.map(([day, kind, diet_id, skipped_to]) => ({ day, kind, diet_id, skipped_to })),
    pauses: pause_rows.map(([startDate, endDate]) => ({ startDate, endDate })),
  };
}

/** The row of the customer's own order (pending or active) with its days and `columns`, in one statement; 'No meal plan found.' otherwise. */
async function ownOrderRow<Extra extends object = object>(
  db: Db,
  userId: number,
  orderId: number,
  forUpdate: boolean,
  columns = '',
  params: unknown[] = [],
): Promise<CheckoutRow & OrderDaysColumns & Extra> {
  const row = await modifiableOrderWithDays<CheckoutRow & OrderDaysColumns & Extra>(db, userId, orderId, forUpdate, columns, params);
  return row ?? refuse(ORDER_MESSAGES.noOrder);
}

/** The customer's own order with its days, for a day call (one statement; the order's row locked with forUpdate). */
export async function ownOrderDays(db: Db, userId: number, orderId: number, forUpdate = false): Promise<OrderDays> {
  const { day_rows, pause_rows, ...order } = await ownOrderRow(db, userId, orderId, forUpdate);
  return orderDaysOf(order, { day_rows, pause_rows });
}

/**
 * The customer's own order with its days, locked, and the dishes chosen on some of its days of one kind (what modify
 * compares the days sent with), in one statement.
 */
export async function lockOwnOrderDaysWithMenu(
  db: Db,
  userId: number,
  orderId: number,
  days: readonly number[],
  kind: DayRow['kind'],
): Promise<{ days: OrderDays; menu: MealPlan }> {
  const { day_rows, pause_rows, menu_rows, ...order } = await ownOrderRow<{ menu_rows: MenuTuple[] }>(
    db,
    userId,
    orderId,
    true,
    menuRowsColumn('AND x.day = ANY($4::bigint[]) AND d.kind = $5'),
    [[...days], kind],
  );
  return { days: orderDaysOf(order, { day_rows, pause_rows }), menu: mealPlanOfRows(menu_rows) };
}

/** The plan's delivery days (regular, not skipped), in order: what the skip rule counts. */
export const regularDays = (days: OrderDays): number[] =>
  days.rows.filter((row) => row.kind === 'regular' && row.skipped_to === null).map((row) => row.day);

/** The additional-delivery days, in order. */
export const additionalDays = (days: OrderDays): number[] => days.rows.filter((row) => row.kind === 'additional').map((row) => row.day);

/** A pause covers the day: it has started on or before it and ends after it (or has no end). */
export const isDayPaused = (days: OrderDays, day: number): boolean => days.pauses.some((pause) => isPaused(pause, day));

/** The diet of a day: the latest diet change on or before it, else the order's diet. */
export function dietOn(days: OrderDays, day: number): number {
  let diet = days.order.diet_id;
  for (const row of days.rows) {
    if (row.day > day) break;
    if (row.diet_id !== null) diet = row.diet_id;
  }
  return diet;
}

/** Every diet the plan has (the order's and those it changes to). */
export const dietIdsOf = (days: OrderDays): number[] => [
  ...new Set([days.order.diet_id, ...days.rows.flatMap((row) => (row.diet_id === null ? [] : [row.diet_id]))]),
];

/** 'Plan Changed from {diet} to {diet} on {date}': each day the diet changes to another one. */
export function planChangesOf(days: OrderDays): PlanChange[] {
  const changes: PlanChange[] = [];
  let diet = days.order.diet_id;
  for (const row of days.rows) {
    if (row.diet_id === null || row.diet_id === diet) continue;
    changes.push({ day: row.day, fromDiet: diet, toDiet: row.diet_id });
    diet = row.diet_id;
  }
  return changes;
}

function contextOf(days: OrderDays, row: DayRow, now: number, meals?: DayMeals): DayContext {
  return {
    day: row.day,
    now,
    meals,
    mealTypes: days.order.meal_types,
    skipped: row.skipped_to !== null,
    paused: isDayPaused(days, row.day),
    additional: row.kind === 'additional',
  };
}

/**
 * Why the day cannot be changed by this call, or null when it can (shared dayChangeBlockReason): a paused day, a
 * locked one (48 hours, 3-day buffer); an additional delivery through modify (`additional: 'refuse'`), or a regular
 * day through custommodify (`additional: 'only'`). A day not in the plan (or skipped) is not part of it.
 */
export function dayBlockReason(days: OrderDays, day: number, now: number, additional: 'refuse' | 'only'): ServerMessageId | null {
  const row = days.rows.find((candidate) => candidate.day === day);
  if (!row || row.skipped_to !== null) return ORDER_MESSAGES.dayNotInPlan;
  if (additional === 'only' && row.kind !== 'additional') return 'order.notAdditionalDay';
  const context = contextOf(days, row, now);
  return dayChangeBlockReason(additional === 'only' ? { ...context, additional: false } : context) as ServerMessageId | null;
}

/** Each day's status for the page (order get): status, lock, cut-off, the additional delivery's number, the skip's new day. */
export function dayViews(days: OrderDays, mealPlan: MealPlan, now: number): Record<string, OrderDay> {
  const views: Record<string, OrderDay> = {};
  let additionalNumber = 0;
  for (const row of days.rows) {
    const context = contextOf(days, row, now, mealPlan[row.day]);
    views[String(row.day)] = {
      status: dayStatus(context),
      locked: row.skipped_to !== null || dayChangeBlockReason(context) !== null,
      changeUntil: changeDeadline(row.day),
      ...(row.kind === 'additional' ? { additional: (additionalNumber += 1) } : {}),
      ...(row.skipped_to !== null ? { skippedTo: row.skipped_to } : {}),
    };
  }
  return views;
}

/** Skipped days and the day each moved to (plan params `skipped`). */
export function skippedOf(days: OrderDays): Record<string, number> {
  return Object.fromEntries(days.rows.flatMap((row) => (row.skipped_to === null ? [] : [[String(row.day), row.skipped_to]])));
}
