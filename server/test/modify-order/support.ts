// Test support for the /modify day calls: a customer with a wizard order (awaiting payment, or made active and paid),
// the modify request of its days, and the row counts a refusal must leave unchanged.
import type { Db } from '../../src/db';
import type { AccountsTestServer, SignedUp } from '../accounts/support';
import { MEAL_TYPES, orderFixture, orderRequest, type OrderFixture } from '../orders/support';

export interface PlacedPlan {
  orderId: number;
  fixture: OrderFixture;
}

/** Places a wizard order for the customer (status pending, not paid); `active` then makes it paid and active. */
export async function placePlan(env: AccountsTestServer, customer: SignedUp, active = false): Promise<PlacedPlan> {
  const fixture = await orderFixture(env.server.db, env.clock.now);
  const reply = await customer.client.call('order', 'set', orderRequest(fixture));
  if (reply.type !== 'setOk') throw new Error(`order set failed: ${JSON.stringify(reply)}`);
  const { orderId } = reply.data as { orderId: number };
  if (active) await env.server.db.query(`UPDATE orders SET status = 'active', paid = true, paid_at = $2 WHERE id = $1`, [orderId, env.clock.now]);
  return { orderId, fixture };
}

type Meals = Record<number, number | number[]>;

/** modify's data: the given days with their dishes (a side type's list fills its slots). */
export function modifyRequest(plan: PlacedPlan, days: Record<number, Meals>, extra: Record<string, unknown> = {}) {
  return {
    orderId: plan.orderId,
    deliverySlot: plan.fixture.slotId,
    detailsData: Object.entries(days).flatMap(([date, meals]) =>
      Object.entries(meals).flatMap(([type, dish]) =>
        (Array.isArray(dish) ? dish : [dish]).map((dishId) => ({ date: Number(date), mealType_id: Number(type), dish_id: dishId })),
      ),
    ),
    skipped: {},
    cutlery: 0,
    mealType: MEAL_TYPES,
    ...extra,
  };
}

/** What a refused call must not change: the order's row, days and dishes. */
export async function orderSnapshot(db: Db, orderId: number) {
  const [order, days, dishes] = await Promise.all([
    db.one('SELECT start_date, end_date, cutlery, slot_id, modified, status FROM orders WHERE id = $1', [orderId]),
    db.query('SELECT day, kind, skipped_to FROM order_days WHERE order_id = $1 ORDER BY day', [orderId]),
    db.query('SELECT day, meal_type_id, side_slot, dish_id FROM order_dishes WHERE order_id = $1 ORDER BY day, meal_type_id, side_slot', [orderId]),
  ]);
  return { order, days, dishes };
}

/** Adds an additional-delivery day with one dish per meal type (the team adds these). */
export async function addAdditionalDay(db: Db, plan: PlacedPlan, day: number): Promise<void> {
  await db.query(`INSERT INTO order_days (order_id, day, kind) VALUES ($1, $2, 'additional')`, [plan.orderId, day]);
  for (const type of MEAL_TYPES) {
    await db.query('INSERT INTO order_dishes (order_id, day, meal_type_id, side_slot, dish_id) VALUES ($1, $2, $3, 0, $4)', [
      plan.orderId,
      day,
      type,
      plan.fixture.dishes[type]![0],
    ]);
  }
}
