// A paid, active order written as a whole (the demo customer's plan on a development database): the orders module
// stays the one writer of its tables.
import type { MealPlan } from '@mealplan/shared/domain';
import type { Db } from '../../db';
import { insertOrderMenu } from './order-menu';
import { insertSeededOrderRow } from './orders-table';

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
  const row = await insertSeededOrderRow(db, userId, order);
  const orderId = row!.id;
  await insertOrderMenu(db, orderId, order.days, order.menu);
  return orderId;
}
