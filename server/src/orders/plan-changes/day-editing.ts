// Day editing on /modify (doc 3 §4 "Day editing", "Dish selection", §5, §7 modify / custommodify / setCutlery): the
// days sent replace their dishes. modify changes the plan's regular days, custommodify its additional deliveries.
// Every changed day must be open (shared dayChangeBlockReason: 48 hours and the 3-day buffer, a pause, an additional
// delivery through modify); every dish on its meal type's menu for the day's diet and free of the customer's
// allergens. A day sent unchanged is not checked (the page may send the whole plan back). One transaction: a refusal
// changes nothing. The plan's diet, meal types and dates are the team's to change: modify keeps them (updateData and
// updateDate are not applied, a different meal-type list is refused); skipping is skipTheDay's, while a skipped day
// left out of modify's `skipped` map is taken back ('Remove from skipped', skip-undo.ts).
import { allergensOf, type DayMeals, type MealPlan, type UserPrefs } from '@mealplan/shared/domain';
import type { DetailLine, RequestData } from '@mealplan/shared/protocol';
import { readDishPreferences } from '../../accounts/users';
import { dishesById, findSlot, type OrderDish } from '../../catalog/lookups';
import { loadReferenceLists } from '../../catalog/reference';
import type { Db } from '../../db';
import { refuse } from '../checkout/checkout-row';
import type { OrderDeps } from '../deps';
import { MODIFY_MESSAGES, ORDER_MESSAGES } from '../messages';
import { dayBlockReason, dietOn, lockOwnOrderDaysWithMenu, ownPlanOrder, type OrderDays } from './order-days';
import { orderChanged, type OrderEventServices } from '../order-events';
import { replaceDayDishes } from '../store/order-menu';
import { undoLeftOutSkips } from './skip-undo';
import { refuseSlotOutsideAddress } from '../checkout/slot-emirate';
import { saveDayEditorChoices, setOrderCutleryColumn } from '../store/orders-table';

type ModifyRequest = RequestData<'order', 'modify'>;

export type DayEditingDeps = Pick<OrderDeps, 'db' | 'now'> & { services: OrderEventServices };

/** The detail lines as a meal plan: one dish per main meal type and day; a side type's lines fill its slots 1, 2 … in order. */
function mealPlanOfDetails(lines: readonly DetailLine[], mains: ReadonlySet<number>): MealPlan {
  const menu: Record<number, Record<number, number | Record<number, number>>> = {};
  for (const line of lines) {
    const meals = (menu[line.date] ??= {});
    const current = meals[line.mealType_id];
    if (mains.has(line.mealType_id)) {
      if (current !== undefined) refuse(ORDER_MESSAGES.duplicateLine, 'detailsData');
      meals[line.mealType_id] = line.dish_id;
    } else {
      const slots = typeof current === 'object' ? current : {};
      slots[Object.keys(slots).length + 1] = line.dish_id;
      meals[line.mealType_id] = slots;
    }
  }
  return menu;
}

const canonical = (meals: DayMeals | undefined) =>
  JSON.stringify(
    Object.entries(meals ?? {})
      .map(
        ([type, choice]) =>
          [Number(type), typeof choice === 'number' ? choice : Object.entries(choice).sort(([a], [b]) => Number(a) - Number(b))] as const,
      )
      .sort(([a], [b]) => a - b),
  );

/** What the dish check reads besides the order: the dishes sent and the customer's dish preferences. */
interface DishCheckData {
  dishes: Map<number, OrderDish>;
  prefs: UserPrefs;
}

/** Refuses a dish that is not on its meal type's menu for the day's diet, or that holds one of the customer's allergens. */
function refuseUnofferedDishes({ dishes, prefs }: DishCheckData, days: OrderDays, changed: MealPlan, mains: ReadonlySet<number>): void {
  const chosen = Object.entries(changed).flatMap(([day, meals]) =>
    Object.entries(meals).flatMap(([type, choice]) =>
      (typeof choice === 'number' ? [choice] : Object.values(choice)).map((dishId) => ({ day: Number(day), type: Number(type), dishId })),
    ),
  );
  for (const line of chosen) {
    if (!days.order.meal_types.includes(line.type)) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'detailsData');
    const dish = dishes.get(line.dishId);
    const side = !mains.has(line.type);
    if (!dish || !dish.mealTypes.includes(line.type) || !(side || dish.diets.includes(dietOn(days, line.day)))) {
      return refuse(ORDER_MESSAGES.dishNotOffered, 'detailsData');
    }
    if (allergensOf(dish, prefs).length) refuse(ORDER_MESSAGES.allergy, 'detailsData');
  }
}

/** The top-level meal type ids (parent 0), from the meal types the process keeps in its reference lists. */
async function cachedMainMealTypeIds(db: Db): Promise<Set<number>> {
  const { typeList = [] } = await loadReferenceLists(db, ['typeList']);
  return new Set(typeList.filter((type) => type.parent_id === 0).map((type) => type.id));
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * modify (`days: 'regular'`) or custommodify (`days: 'additional'`): the days of detailsData get exactly the dishes
 * sent; cutlery and the delivery slot are saved with them. Answers 'Your changes are saved.'.
 */
export async function saveOrderDays(deps: DayEditingDeps, userId: number, request: ModifyRequest, kind: 'regular' | 'additional') {
  const now = deps.now();
  const { db } = deps;
  // What the checks read besides the order (the main meal types from the process's reference lists, the dishes sent,
  // the customer's preferences) is read at once, before the order is locked; the order's row, days and the sent days'
  // dishes then in one locked read.
  const [mains, dishes, prefs] = await Promise.all([
    cachedMainMealTypeIds(db),
    dishesById(
      db,
      request.detailsData.map((line) => line.dish_id),
    ),
    readDishPreferences(db, userId),
  ]);
  const sentDays = [...new Set(request.detailsData.map((line) => line.date))];
  const orderId = await db.tx(async (tx) => {
    // The order's row, locked: changes to one order are made one after the other.
    const { days, menu: current } = await lockOwnOrderDaysWithMenu(tx, userId, request.orderId, sentDays, kind);
    const { order } = days;
    if (!sameIds(request.mealType, order.meal_types)) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'mealType');
    if (request.deliverySlot !== order.slot_id && !(await findSlot(tx, request.deliverySlot))) refuse(ORDER_MESSAGES.selectSlot, 'deliverySlot');
    if (request.deliverySlot !== order.slot_id)
      await refuseSlotOutsideAddress(tx, userId, (await findSlot(tx, request.deliverySlot))!, 'deliverySlot');
    const sent = mealPlanOfDetails(request.detailsData, mains);
    const changed: MealPlan = {};
    for (const [key, meals] of Object.entries(sent)) {
      const day = Number(key);
      if (canonical(meals) === canonical(current[day])) continue;
      const blocked = dayBlockReason(days, day, now, kind === 'regular' ? 'refuse' : 'only');
      if (blocked) refuse(blocked, 'detailsData');
      changed[day] = meals;
    }
    refuseUnofferedDishes({ dishes, prefs }, days, changed, mains);
    // 'Remove from skipped': the skipped days the map leaves out come back; a day they moved to takes no new dishes.
    const undone = kind === 'regular' ? await undoLeftOutSkips(tx, userId, days, request.skipped, now) : [];
    if (undone.some((undo) => undo.movedTo in changed)) refuse(ORDER_MESSAGES.dayNotInPlan, 'detailsData');
    const anyChange = Object.keys(changed).length > 0 || undone.length > 0;
    if (Object.keys(changed).length) await replaceDayDishes(tx, order.id, changed);
    await saveDayEditorChoices(tx, order.id, Boolean(request.cutlery), request.deliverySlot, anyChange);
    return order.id;
  });
  await orderChanged(deps.services, userId, orderId);
  return { message: MODIFY_MESSAGES.daysSaved };
}

/** setCutlery: the order's cutlery (0 or 1). Answers 'Cutlery value set well'. */
export async function setOrderCutlery(deps: DayEditingDeps, userId: number, orderId: number, cutlery: boolean) {
  await deps.db.tx(async (tx) => {
    const order = await ownPlanOrder(tx, userId, orderId, true);
    await setOrderCutleryColumn(tx, order.id, cutlery);
  });
  await orderChanged(deps.services, userId, orderId);
  return { message: MODIFY_MESSAGES.cutlerySet };
}
