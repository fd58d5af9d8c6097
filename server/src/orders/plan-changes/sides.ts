// Sides of a plan (doc 3 §2 "sides panel", §3 "User side", §7 order getUserSides / saveUserSides, profile getUserSides,
// menu_builder getSidesList / getBuySidesList, §9 "Diet id 4 shows an oil-side picker"). The side menu is the diet's
// (catalog/sides.ts); a customer's choice for a day's main dish replaces the sides of that dish and side type: chosen
// instead of the default sides ('alternative', at most the side type's slots) or besides them ('addons', as many). A
// side with one of the customer's allergens is refused, as a dish is.
import { isDishBlocked } from '@mealplan/shared/domain';
import type { UserSide } from '@mealplan/shared/protocol';
import { readDishPreferences } from '../../accounts/users';
import { requireDiet } from '../../catalog/menus';
import { sideDishes, sideMenuDiet, sidePrices, sideTypesOf, type SideDish } from '../../catalog/sides';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ACTION_MESSAGES } from '../action-messages';
import { ownOrder, type CheckoutRow } from '../checkout/checkout-row';
import { openDay, orderSideType, requireDayDish } from './day-check';
import type { OrderDeps } from '../deps';
import { ownPlacedOrder } from './plan-rows';
import { orderChanged } from '../order-events';

/** The customer's own placed order (pending or active), read only; 'No meal plan found' otherwise. */
export async function readOwnOrder(db: Db, userId: number, orderId: number): Promise<CheckoutRow> {
  const order = await ownOrder(db, userId, orderId, ['pending', 'active']);
  if (!order) throw new ClientError(ACTION_MESSAGES.noOrder);
  return order;
}

/** The side dishes of the order's diet for the side types under the order's main meals. */
export async function orderSides(db: Db, order: CheckoutRow): Promise<SideDish[]> {
  const diet = await sideMenuDiet(db, order.diet_id);
  if (!diet) return [];
  const types = await sideTypesOf(db, order.meal_types);
  return sideDishes(
    db,
    diet,
    types.map((type) => type.id),
  );
}

export interface SideOption {
  dish_id: number;
  mealType_id: number;
}

const optionOf = (side: SideDish): SideOption => ({ dish_id: side.id, mealType_id: side.sideTypeId });

/** getSidesList by order: the sides the customer may choose for the order's meals. */
export async function sidesForOrder(db: Db, userId: number, orderId: number): Promise<SideOption[]> {
  return (await orderSides(db, await readOwnOrder(db, userId, orderId))).map(optionOf);
}

/**
 * getSidesList by diet: the diet's side menu for its side types; with `oil`, the oil-side picker's choices (the sides
 * dressed with oil) of a diet that has the picker (diet 4), none for another diet.
 */
export async function sidesForDiet(db: Db, dietId: number, oil: boolean): Promise<SideOption[]> {
  await requireDiet(db, dietId);
  const diet = await sideMenuDiet(db, dietId);
  if (!diet || (oil && !diet.oilSidePicker)) return [];
  const types = (await sideTypesOf(db)).filter((type) => diet.mealTypes.includes(type.id));
  return (
    await sideDishes(
      db,
      diet,
      types.map((type) => type.id),
      oil,
    )
  ).map(optionOf);
}

export interface PaidSide extends SideOption {
  price: number;
}

/** getBuySidesList: the sides a customer can buy for the order, each at its side type's per-day price (fils). */
export async function buyableSides(db: Db, order: CheckoutRow): Promise<PaidSide[]> {
  const sides = await orderSides(db, order);
  const prices = await sidePrices(db, order.diet_id, order.plan_id, [...new Set(sides.map((side) => side.sideTypeId))]);
  return sides.flatMap((side) => {
    const price = prices.get(side.sideTypeId);
    return price === undefined ? [] : [{ ...optionOf(side), price }];
  });
}

/** getUserSides: the customer's side choices on the order. */
export async function userSidesOf(db: Db, userId: number, orderId: number): Promise<UserSide[]> {
  const order = await readOwnOrder(db, userId, orderId);
  const rows = await db.query<{ side_id: number; type: UserSide['type']; day: number; dish_id: number; side_type_id: number; bag: UserSide['bag'] }>(
    `SELECT side_id, type, day::float8 AS day, dish_id, side_type_id, bag FROM user_sides WHERE order_id = $1
     ORDER BY day, side_type_id, dish_id, type, side_id`,
    [order.id],
  );
  return rows.map((row) => ({
    side_id: row.side_id,
    type: row.type,
    date: row.day,
    dish_id: row.dish_id,
    mealType_id: row.side_type_id,
    bag: row.bag,
  }));
}

export interface SideChoiceRequest {
  orderId: number;
  date: number;
  /** The day's main dish the sides go with. */
  dishId: number;
  /** The side type (its main meal type is the dish's). */
  sidetype: number;
  sides: Array<{ side_id: number; type: 'alternative' | 'addons' }>;
}

/** saveUserSides: replaces the sides of the day's main dish and side type. Returns the order id. */
async function saveUserSidesCommitted(deps: OrderDeps, userId: number, request: SideChoiceRequest): Promise<number> {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    const order = await ownPlacedOrder(tx, userId, request.orderId);
    const day = await openDay(tx, order.id, request.date, now);
    const sideType = await orderSideType(tx, order, request.sidetype);
    await requireDayDish(tx, order.id, day.day, sideType.parentId, request.dishId);
    const unique = [...new Map(request.sides.map((side) => [`${side.type}:${side.side_id}`, side])).values()];
    const alternatives = unique.filter((side) => side.type === 'alternative').length;
    if (alternatives > sideType.slots) throw new ClientError(ACTION_MESSAGES.tooManySides);
    const offered = new Map((await orderSides(tx, order)).filter((side) => side.sideTypeId === sideType.id).map((side) => [side.id, side]));
    const prefs = await readDishPreferences(tx, userId);
    for (const side of unique) {
      const dish = offered.get(side.side_id);
      if (!dish) throw new ClientError(ACTION_MESSAGES.sideNotOffered);
      if (isDishBlocked(dish, prefs)) throw new ClientError(ACTION_MESSAGES.allergy);
    }
    await tx.query('DELETE FROM user_sides WHERE order_id = $1 AND day = $2 AND dish_id = $3 AND side_type_id = $4', [
      order.id,
      day.day,
      request.dishId,
      sideType.id,
    ]);
    if (unique.length) {
      await tx.query(
        `INSERT INTO user_sides (order_id, day, dish_id, side_type_id, bag, side_id, type)
         SELECT $1, $2, $3, $4, $5, * FROM unnest($6::int[], $7::text[])`,
        [
          order.id,
          day.day,
          request.dishId,
          sideType.id,
          day.kind === 'additional' ? 'additional' : 'initial',
          unique.map((side) => side.side_id),
          unique.map((side) => side.type),
        ],
      );
    }
    return order.id;
  });
}

/** saveUserSides, announced on the order; returns the order id. */
export async function saveUserSides(deps: OrderDeps, userId: number, request: SideChoiceRequest): Promise<number> {
  const orderId = await saveUserSidesCommitted(deps, userId, request);
  await orderChanged(deps.services, userId, orderId);
  return orderId;
}
