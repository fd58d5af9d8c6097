// A paid, active order written as a whole (the demo customer's plan on a development database): the orders module
// stays the one writer of its tables.
import type { MealPlan } from '@mealplan/shared/domain';
import type { Db } from '../../db';
import { insertOrderMenu } from './order-menu';

export interface SeededOrder {
  dietId: number;
  planId: number;
  mealTypes: number[];
  excludeWeekDay: number[];
  /** Delivery days (Dubai day starts), in order. */
  days: number[];
  menu: MealPlan;
  slotId: number;
  emirateId: number;
  /** Fils. */
  price: number;
  bagPrice: number;
  fullPrice: number;
  createdAt: number;
  paidAt: number;
}

/** Inserts the order, its days and its chosen dishes; returns the order's id. */
export async function insertPaidOrder(db: Db, userId: number, order: SeededOrder): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO orders (user_id, status, paid, payment_method, diet_id, plan_id, days_count, meal_types, exclude_week_day, start_date,
       end_date, slot_id, emirate_id, cutlery, bag_price, price, full_price, discount_price, created_at, paid_at)
     VALUES ($1, 'active', true, 'telr', $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, 0, $14, $15) RETURNING id`,
    [
      userId,
      order.dietId,
      order.planId,
      order.days.length,
      order.mealTypes,
      order.excludeWeekDay,
      order.days[0],
      order.days.at(-1),
      order.slotId,
      order.emirateId,
      order.bagPrice,
      order.price,
      order.fullPrice,
      order.createdAt,
      order.paidAt,
    ],
  );
  const orderId = row!.id;
  await insertOrderMenu(db, orderId, order.days, order.menu);
  return orderId;
}
