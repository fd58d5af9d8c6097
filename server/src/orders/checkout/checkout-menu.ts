// Step 4 'Menu' of the checkout (doc 2 §2.3, §4.5, §5.8): the default dishes the server chooses (a new plan's days, a
// skipped day's replacement, a renewal's days), setMealPlan ('Save and exit') and skipTheDay. Past days and the next
// 3 days are locked (shared dayStatus rule); a dish with an allergen is refused here, whatever the page showed.
import {
  allergensOf,
  defaultMenu,
  isDishBlocked,
  isLockedDay,
  sameMenuFrom,
  skipDay,
  type DayMeals,
  type MealPlan,
  type MenuSources,
  type SideSlots,
} from '@mealplan/shared/domain';
import type { RequestData } from '@mealplan/shared/protocol';
import { dayOfMonth } from '@mealplan/shared/time';
import { lockUserRow, readDishPreferences } from '../../accounts/users';
import { dishesById, mainMealTypeIds, planCalendar } from '../../catalog/lookups';
import { customPlansFor, defaultDishesFor, defaultDishSidesFor } from '../../catalog/menus';
import type { Db } from '../../db';
import type { ServerMessageId } from '../../i18n';
import { ownCheckout, planDays, refuse } from './checkout-row';
import type { OrderDeps } from '../deps';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES } from '../messages';
import { insertOrderMenu, replaceDayDishes } from '../store/order-menu';
import { mealPlanOf } from '../reads/order-view';
import { setPlanDates } from '../store/orders-table';

export interface MenuRequest {
  dietId: number;
  /** The plan's meal types, side types included. */
  mealTypes: readonly number[];
  days: readonly number[];
  /** 'samemenu' renewal: the previous plan's dishes, reused by day of month. */
  previous?: MealPlan | undefined;
}

/**
 * The default dishes of the days (shared defaultMenu rule: the same-menu dish, else the default, unless it conflicts
 * with the preferences; then the custom plan's first acceptable dish; never an allergen), and for each side type its
 * default side dish per slot (the previous plan's side of that day of month for 'samemenu'), without blocked dishes.
 */
export async function defaultCheckoutMenu(db: Db, userId: number, request: MenuRequest): Promise<MealPlan> {
  const mains = await mainMealTypeIds(db);
  const mainTypes = request.mealTypes.filter((type) => mains.has(type));
  const sideTypes = request.mealTypes.filter((type) => !mains.has(type));
  const [defaults, customPlans, sides, prefs] = await Promise.all([
    defaultDishesFor(db, request.dietId, mainTypes),
    customPlansFor(db, request.dietId, mainTypes),
    sideTypes.length ? defaultDishSidesFor(db, request.dietId, sideTypes) : Promise.resolve([]),
    readDishPreferences(db, userId),
  ]);
  const previousIds = Object.values(request.previous ?? {}).flatMap((meals) =>
    Object.values(meals).flatMap((choice) => (typeof choice === 'number' ? [choice] : Object.values(choice))),
  );
  const dishes = await dishesById(db, [
    ...defaults.map((row) => row.dish_id),
    ...customPlans.flatMap((row) => row.data.flat()),
    ...sides.map((row) => row.dish_id),
    ...previousIds,
  ]);
  const sources: MenuSources = {
    dishes,
    defaults: Object.fromEntries(defaults.map((row) => [row.mealType_id, row.dish_id])),
    customPlans: Object.fromEntries(customPlans.map((row) => [row.mealType_id, row.data])),
    ...(request.previous ? { sameMenu: sameMenuFrom(request.previous) } : {}),
  };
  const menu = defaultMenu(request.days, mainTypes, prefs, sources);
  const sameMenu = sources.sameMenu;
  const allowed = (dishId: number) => {
    const dish = dishes.get(dishId);
    return dish !== undefined && !isDishBlocked(dish, prefs);
  };
  for (const day of request.days) {
    const meals: DayMeals = (menu[day] ??= {});
    for (const sideType of sideTypes) {
      const previous = sameMenu?.get(dayOfMonth(day))?.[sideType];
      const slots: SideSlots = {};
      for (const row of sides.filter((side) => side.mealType_id === sideType)) {
        const fromPrevious = typeof previous === 'object' ? previous[row.slot] : undefined;
        const dishId = fromPrevious !== undefined && allowed(fromPrevious) ? fromPrevious : row.dish_id;
        if (allowed(dishId)) slots[row.slot] = dishId;
      }
      if (Object.keys(slots).length) meals[sideType] = slots;
    }
  }
  // A day without any dish chosen stays in the plan but has no meals (the page shows it not completed).
  return menu;
}

const sameMeals = (a: DayMeals | undefined, b: DayMeals | undefined) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
function canonical(meals: DayMeals | undefined): [string, number | [string, number][]][] {
  return Object.entries(meals ?? {})
    .map(([type, choice]): [string, number | [string, number][]] => [
      type,
      typeof choice === 'number' ? choice : Object.entries(choice).sort(([a], [b]) => Number(a) - Number(b)),
    ])
    .sort(([a], [b]) => Number(a) - Number(b));
}

type SetMealPlanRequest = RequestData<'mobile_checkout', 'setMealPlan'>;

/**
 * 'Save and exit': the days sent replace their dishes. Every day must be one of the plan's and open for changes (a
 * locked day may be sent unchanged), every meal type one of the plan's, every dish on the diet's menu for its meal
 * type and free of the customer's allergens. Answers the whole meal plan as saved.
 */
export async function setCheckoutMealPlan(
  deps: OrderDeps,
  userId: number,
  request: SetMealPlanRequest,
): Promise<{ checkoutMealPlanUpdate: MealPlan }> {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const row = await ownCheckout(tx, userId, request.checkoutId, true);
    const [days, current, mains] = await Promise.all([planDays(tx, row.id), mealPlanOf(tx, row.id), mainMealTypeIds(tx)]);
    const daySet = new Set(days);
    const changed: MealPlan = {};
    for (const [key, meals] of Object.entries(request.checkoutMealPlan)) {
      const day = Number(key);
      if (!daySet.has(day)) refuse(ORDER_MESSAGES.dayNotInPlan, 'checkoutMealPlan');
      if (sameMeals(meals, current[day])) continue;
      if (isLockedDay(day, now)) refuse(CHECKOUT_MESSAGES.dayLocked, 'checkoutMealPlan');
      changed[day] = meals;
    }
    const chosen = Object.values(changed).flatMap((meals) =>
      Object.entries(meals).flatMap(([type, choice]) =>
        (typeof choice === 'number' ? [choice] : Object.values(choice)).map((dishId) => ({
          type: Number(type),
          dishId,
          side: typeof choice !== 'number',
        })),
      ),
    );
    const [dishes, prefs] = await Promise.all([
      dishesById(
        tx,
        chosen.map((line) => line.dishId),
      ),
      readDishPreferences(tx, userId),
    ]);
    for (const line of chosen) {
      if (!row.meal_types.includes(line.type) || line.side === mains.has(line.type)) refuse(ORDER_MESSAGES.mealTypeNotOffered, 'checkoutMealPlan');
      const dish = dishes.get(line.dishId);
      const onMenu = dish && dish.mealTypes.includes(line.type) && (line.side || dish.diets.includes(row.diet_id));
      if (!onMenu) refuse(ORDER_MESSAGES.dishNotOffered, 'checkoutMealPlan');
      if (allergensOf(dish!, prefs).length) refuse(ORDER_MESSAGES.allergy, 'checkoutMealPlan');
    }
    if (Object.keys(changed).length) await replaceDayDishes(tx, row.id, changed);
    return { checkoutMealPlanUpdate: await mealPlanOf(tx, row.id) };
  });
}

type SkipRequest = RequestData<'mobile_checkout', 'skipTheDay'>;

/**
 * skipTheDay (irreversible): the day leaves the plan and the next delivery day after the end joins it with default
 * dishes (shared skip rule; past and the next 3 days are locked). new_date is the page's guess; the server's is
 * answered.
 */
export async function skipCheckoutDay(deps: OrderDeps, userId: number, request: SkipRequest) {
  const now = deps.now();
  return deps.db.tx(async (tx) => {
    await lockUserRow(tx, userId);
    const row = await ownCheckout(tx, userId, request.planId, true);
    const days = await planDays(tx, row.id);
    const calendar = await planCalendar(tx, { id: row.plan_id, days_count: row.days_count, exclude_week_day: row.exclude_week_day });
    const skipped = skipDay({ days, skipDate: request.skip_date, calendar, now });
    if (!skipped.ok) return refuse(skipped.message as ServerMessageId, 'skip_date');
    const newMenu = await defaultCheckoutMenu(tx, userId, { dietId: row.diet_id, mealTypes: row.meal_types, days: [skipped.newDate] });
    await tx.query('DELETE FROM order_dishes WHERE order_id = $1 AND day = $2', [row.id, skipped.skipDate]);
    await tx.query('DELETE FROM order_days WHERE order_id = $1 AND day = $2', [row.id, skipped.skipDate]);
    await insertOrderMenu(tx, row.id, [skipped.newDate], newMenu);
    await setPlanDates(tx, row.id, skipped.days[0], skipped.days.at(-1));
    return { skipDate: skipped.skipDate, newDate: skipped.newDate, newMealplan: await mealPlanOf(tx, row.id) };
  });
}
