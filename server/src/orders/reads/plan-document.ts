// The plan of one order as a printed menu shows it (issue 22): the plan's facts, every day of the order with its
// chosen dishes (main meals and side slots), the days skipped and the days inside a pause. Only the owner's order is
// read: the active or future plan (pending or paid), or a plan in checkout; any other id is refused as no plan.
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ORDER_MESSAGES } from '../messages';
import { ownOrderInStatuses } from '../store/orders-table';

/** The order statuses a menu can be printed for: a plan waiting for the manager, a paid plan, a checkout plan. */
const PRINTABLE_STATUSES = ['pending', 'active', 'checkout'];

export interface PlanDocumentDish {
  mealTypeId: number;
  /** 0 for a main meal; 1, 2 … for the side slots of a side meal type. */
  sideSlot: number;
  dishId: number;
}

export interface PlanDocumentDay {
  /** Dubai day start (unix seconds). */
  day: number;
  /** The diet of this day (a diet change applies from a day on). */
  dietId: number;
  /** The day the delivery was moved to when this day was skipped, else null. */
  skippedTo: number | null;
  /** Inside one of the plan's pauses. */
  paused: boolean;
  dishes: PlanDocumentDish[];
}

export interface PlanDocument {
  orderId: number;
  status: string;
  paid: boolean;
  dietId: number;
  planId: number;
  daysCount: number;
  excludeWeekDay: number[];
  mealTypes: number[];
  startDate: number;
  endDate: number;
  slotId: number | null;
  pauses: Array<{ startDate: number; endDate: number | null }>;
  days: PlanDocumentDay[];
}

export interface PrintableOrderRow {
  id: number;
  status: string;
  paid: boolean;
  diet_id: number;
  plan_id: number;
  days_count: number;
  exclude_week_day: number[];
  meal_types: number[];
  start_date: number;
  end_date: number;
  slot_id: number | null;
}

const insidePause = (day: number, pauses: PlanDocument['pauses']) =>
  pauses.some((pause) => pause.startDate <= day && (pause.endDate === null || day < pause.endDate));

/** The plan of order `orderId` if customer `userId` owns it and it is printable; else ClientError(order.noOrder). */
export async function planDocument({ db }: { db: Db }, userId: number, orderId: number): Promise<PlanDocument> {
  const order = await ownOrderInStatuses(db, userId, orderId, PRINTABLE_STATUSES);
  if (!order) throw new ClientError(ORDER_MESSAGES.noOrder);
  const [dayRows, dishRows, pauseRows] = await Promise.all([
    db.query<{ day: number; diet_id: number | null; skipped_to: number | null }>(
      'SELECT day, diet_id, skipped_to FROM order_days WHERE order_id = $1 ORDER BY day',
      [order.id],
    ),
    db.query<{ day: number; meal_type_id: number; side_slot: number; dish_id: number }>(
      'SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1 ORDER BY day, meal_type_id, side_slot',
      [order.id],
    ),
    db.query<{ start_date: number; end_date: number | null }>('SELECT start_date, end_date FROM pauses WHERE order_id = $1 ORDER BY start_date', [
      order.id,
    ]),
  ]);
  const pauses = pauseRows.map((row) => ({ startDate: Number(row.start_date), endDate: row.end_date === null ? null : Number(row.end_date) }));
  const dishesByDay = new Map<number, PlanDocumentDish[]>();
  for (const row of dishRows) {
    const list = dishesByDay.get(Number(row.day)) ?? [];
    list.push({ mealTypeId: row.meal_type_id, sideSlot: row.side_slot, dishId: row.dish_id });
    dishesByDay.set(Number(row.day), list);
  }
  // The diet changes from a day on: a day without its own diet keeps the one before it.
  let dietId = order.diet_id;
  const days = dayRows.map((row): PlanDocumentDay => {
    const day = Number(row.day);
    if (row.diet_id !== null) dietId = row.diet_id;
    return {
      day,
      dietId,
      skippedTo: row.skipped_to === null ? null : Number(row.skipped_to),
      paused: insidePause(day, pauses),
      dishes: dishesByDay.get(day) ?? [],
    };
  });
  return {
    orderId: order.id,
    status: order.status,
    paid: order.paid,
    dietId: order.diet_id,
    planId: order.plan_id,
    daysCount: order.days_count,
    excludeWeekDay: order.exclude_week_day,
    mealTypes: order.meal_types,
    startDate: Number(order.start_date),
    endDate: Number(order.end_date),
    slotId: order.slot_id,
    pauses,
    days,
  };
}
