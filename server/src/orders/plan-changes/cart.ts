// The cart of paid extra sides (doc 3 §1, §2 "cart panel", §3 "Cart item", §6 "The cart panel and cart fetch appear
// only for user id {code}", §7 order getCart / addToCart / removeFromCart). Only the one test user the settings name
// (alias cart_test_user_id) has a cart; everyone else is told it is not available. An item is a side bought for a
// day's main dish, at the side type's per-day price of the order's diet and plan (fils; the page shows AED).
import { isDishBlocked } from '@mealplan/shared/domain';
import type { CartItem } from '@mealplan/shared/protocol';
import { readDishPreferences } from '../../accounts/users';
import { settingValue } from '../../catalog/settings';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import { openDay, orderSideType, requireDayDish } from './day-check';
import type { OrderDeps } from '../deps';
import { ownPlacedOrder } from './plan-rows';
import { buyableSides, orderSides } from './sides';
import { orderChanged } from '../order-events';

/** The settings alias naming the one user id with a cart. */
export const CART_TEST_USER_SETTING = 'cart_test_user_id';

async function requireCartUser(db: Db, userId: number): Promise<void> {
  const value = await settingValue(db, CART_TEST_USER_SETTING);
  if (Number(value) !== userId) throw new ClientError(ACTION_MESSAGES.cartNotAvailable);
}

interface CartRow {
  id: number;
  order_id: number;
  dish_id: number;
  to_type_id: number;
  to_dish_id: number;
  day: number;
  price: number;
}

const itemOf = (row: CartRow): CartItem => ({
  id: row.id,
  dish_id: row.dish_id,
  to_type_id: row.to_type_id,
  to_dish_id: row.to_dish_id,
  date: row.day,
  price: row.price,
});

const CART_COLUMNS = 'id, order_id, dish_id, to_type_id, to_dish_id, day::float8 AS day, price';

export async function cartOf(db: Db, userId: number): Promise<CartItem[]> {
  await requireCartUser(db, userId);
  const rows = await db.query<CartRow>(`SELECT ${CART_COLUMNS} FROM cart_items WHERE user_id = $1 ORDER BY day, id`, [userId]);
  return rows.map(itemOf);
}

export interface AddToCartRequest {
  orderId: number;
  /** The side bought. */
  dishId: number;
  /** The day's main dish it goes with. */
  toDishId: number;
  /** The side type. */
  typeId: number;
  date: number;
}

async function addToCartCommitted(deps: OrderDeps, userId: number, request: AddToCartRequest): Promise<CartItem> {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    await requireCartUser(tx, userId);
    const order = await ownPlacedOrder(tx, userId, request.orderId);
    const day = await openDay(tx, order.id, request.date, now);
    const sideType = await orderSideType(tx, order, request.typeId);
    await requireDayDish(tx, order.id, day.day, sideType.parentId, request.toDishId);
    const offer = (await buyableSides(tx, order)).find((side) => side.dish_id === request.dishId && side.mealType_id === sideType.id);
    if (!offer) throw new ClientError(ACTION_MESSAGES.sideNotOffered);
    const dish = (await orderSides(tx, order)).find((side) => side.id === request.dishId);
    if (dish && isDishBlocked(dish, await readDishPreferences(tx, userId))) throw new ClientError(ACTION_MESSAGES.allergy);
    const row = await tx.one<CartRow>(
      `INSERT INTO cart_items (user_id, order_id, dish_id, to_type_id, to_dish_id, day, price) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING ${CART_COLUMNS}`,
      [userId, order.id, request.dishId, sideType.id, request.toDishId, day.day, offer.price],
    );
    return itemOf(row!);
  });
}

/** Removes the customer's own cart item while its day is still open for changes; returns its order id. */
async function removeFromCartCommitted(deps: OrderDeps, userId: number, cartId: number): Promise<number> {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    await requireCartUser(tx, userId);
    const item = await tx.one<CartRow>(`SELECT ${CART_COLUMNS} FROM cart_items WHERE id = $1 AND user_id = $2 FOR UPDATE`, [cartId, userId]);
    if (!item) throw new ClientError(ACTION_MESSAGES.cartItemNotFound);
    await ownPlacedOrder(tx, userId, item.order_id);
    await openDay(tx, item.order_id, item.day, now);
    await tx.query('DELETE FROM cart_items WHERE id = $1', [cartId]);
    return item.order_id;
  });
}

/** addToCart, announced on the order. */
export async function addToCart(deps: OrderDeps, userId: number, request: AddToCartRequest): Promise<CartItem> {
  const item = await addToCartCommitted(deps, userId, request);
  await orderChanged(deps.services, userId, request.orderId);
  return item;
}

/** removeFromCart, announced on the order; returns its order id. */
export async function removeFromCart(deps: OrderDeps, userId: number, cartId: number): Promise<number> {
  const orderId = await removeFromCartCommitted(deps, userId, cartId);
  await orderChanged(deps.services, userId, orderId);
  return orderId;
}
