// Dish conflicts for a user, the dishes and sides offered, and their order (doc 2 §5.8, doc 3 §4, §5).
import {
  ALLERGY_HEADLINE,
  ALLERGY_MESSAGE,
  DISLIKE_HEADLINE,
  DISLIKE_MESSAGE_CHECKOUT,
  DISLIKE_MESSAGE_MODIFY,
  sameDishMessage,
  type DomainMessage,
} from './messages';
import type { DomainMessageId } from './catalogue';
import type { DayMeals, Dish, UserPrefs } from './types';

export const SPICY_GROUP = 14;

/** A catalogue dish (the products reference list: `type` holds its meal types) in the rules' shape. */
export function ruleDishOf(dish: {
  id: number;
  ingredients: readonly number[];
  group?: number | null;
  spicy: boolean;
  type: readonly number[];
}): Dish {
  return { id: dish.id, ingredients: dish.ingredients, group: dish.group ?? 0, spicy: dish.spicy, mealTypes: dish.type };
}

export function allergensOf(dish: Dish, prefs: UserPrefs): number[] {
  return dish.ingredients.filter((ingredient) => prefs.allergies.includes(ingredient));
}

export function hasDislikedIngredient(dish: Dish, prefs: UserPrefs): boolean {
  return dish.ingredients.some((ingredient) => prefs.dislikes.includes(ingredient));
}

/** Removed from choice lists: an eliminated group (group 14 also removes spicy dishes) or a disliked dish. */
export function isDishExcluded(dish: Dish, prefs: UserPrefs): boolean {
  if (prefs.eliminateGroups.includes(dish.group)) return true;
  if (dish.spicy && prefs.eliminateGroups.includes(SPICY_GROUP)) return true;
  return prefs.dishDislikes.includes(dish.id);
}

/** Allergy-matching dishes are never selectable. */
export function isDishBlocked(dish: Dish, prefs: UserPrefs): boolean {
  return allergensOf(dish, prefs).length > 0;
}

/** Shown in the lists: neither excluded nor blocked. */
export function isDishOffered(dish: Dish, prefs: UserPrefs): boolean {
  return !isDishExcluded(dish, prefs) && !isDishBlocked(dish, prefs);
}

/** Fit for an automatic choice: offered and without a disliked ingredient. */
export function isDishAcceptable(dish: Dish, prefs: UserPrefs): boolean {
  return isDishOffered(dish, prefs) && !hasDislikedIngredient(dish, prefs);
}

export type DishArea = 'checkout' | 'modify';

export type DishVerdict =
  | { kind: 'ok' }
  | { kind: 'blocked'; headline: DomainMessageId; message: DomainMessageId; allergens: number[] }
  | { kind: 'confirm'; reason: 'dislike'; headline: DomainMessageId; message: DomainMessageId }
  | { kind: 'confirm'; reason: 'same-dish'; message: DomainMessage };

export interface DishChoice {
  dish: Dish;
  prefs: UserPrefs;
  mealTypeId: number;
  /** The day's current choices, to find the same dish on another meal type. */
  dayMeals?: DayMeals | undefined;
  /** Meal type id -> title, for the {type} of the same-dish message. */
  typeTitles?: Readonly<Record<number, string>>;
  area?: DishArea;
}

function otherMealTypeWithDish(dayMeals: DayMeals | undefined, dishId: number, mealTypeId: number): number | null {
  if (!dayMeals) return null;
  const found = Object.entries(dayMeals).find(([type, chosen]) => chosen === dishId && Number(type) !== mealTypeId);
  return found ? Number(found[0]) : null;
}

/** Classifies picking a dish: allergy blocks; a disliked ingredient or the same dish elsewhere that day asks first. */
export function classifyDishChoice(choice: DishChoice): DishVerdict {
  const { dish, prefs } = choice;
  const allergens = allergensOf(dish, prefs);
  if (allergens.length) return { kind: 'blocked', headline: ALLERGY_HEADLINE, message: ALLERGY_MESSAGE, allergens };
  if (hasDislikedIngredient(dish, prefs)) {
    const message = choice.area === 'modify' ? DISLIKE_MESSAGE_MODIFY : DISLIKE_MESSAGE_CHECKOUT;
    return { kind: 'confirm', reason: 'dislike', headline: DISLIKE_HEADLINE, message };
  }
  const otherType = otherMealTypeWithDish(choice.dayMeals, dish.id, choice.mealTypeId);
  if (otherType !== null) {
    const title = choice.typeTitles?.[otherType] ?? String(otherType);
    return { kind: 'confirm', reason: 'same-dish', message: sameDishMessage(title) };
  }
  return { kind: 'ok' };
}

/** Liked dishes first, dishes with a disliked ingredient last, otherwise the catalogue order. */
export function preferenceRank(dish: Dish, prefs: UserPrefs): number {
  if (prefs.dishLikes?.includes(dish.id)) return 0;
  return hasDislikedIngredient(dish, prefs) ? 2 : 1;
}

export function orderByPreference<T extends Dish>(dishes: readonly T[], prefs: UserPrefs): T[] {
  return dishes
    .map((dish, index) => ({ dish, index, rank: preferenceRank(dish, prefs) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.dish);
}

/** The dishes a user may pick (for a meal type when given), in preference order. */
export function selectableDishes<T extends Dish>(dishes: readonly T[], prefs: UserPrefs, mealTypeId?: number): T[] {
  const offered = dishes.filter(
    (dish) => isDishOffered(dish, prefs) && (mealTypeId === undefined || !dish.mealTypes || dish.mealTypes.includes(mealTypeId)),
  );
  return orderByPreference(offered, prefs);
}

/** Side choices, filtered by the same rules as the dishes. */
export function selectableSides<T extends Dish>(sides: readonly T[], prefs: UserPrefs): T[] {
  return selectableDishes(sides, prefs);
}

/** Why dishes of a list are hidden, blocked or flagged for a user (beyond the spec: the list says how many and why). */
export type DishFilterReason =
  /** Hidden: in an eliminated food group. */
  | { reason: 'group'; count: number; groups: number[] }
  /** Hidden: spicy, with the spicy group (14) eliminated. */
  | { reason: 'spicy'; count: number }
  /** Hidden: a dish the user disliked. */
  | { reason: 'dislikedDish'; count: number }
  /** Shown but refused on choice: contains an allergen (the allergens found, in first-seen order). */
  | { reason: 'allergy'; count: number; ingredients: number[] }
  /** Shown, asks first: contains a disliked ingredient. */
  | { reason: 'dislikedIngredient'; count: number; ingredients: number[] };

export type DishFilterReasonKind = DishFilterReason['reason'];

/** The one reason a dish is counted under (the first that applies, in the order of isDishExcluded then the conflicts), or null. */
function filterReasonOf(dish: Dish, prefs: UserPrefs): DishFilterReasonKind | null {
  if (prefs.eliminateGroups.includes(dish.group)) return 'group';
  if (dish.spicy && prefs.eliminateGroups.includes(SPICY_GROUP)) return 'spicy';
  if (prefs.dishDislikes.includes(dish.id)) return 'dislikedDish';
  if (isDishBlocked(dish, prefs)) return 'allergy';
  if (hasDislikedIngredient(dish, prefs)) return 'dislikedIngredient';
  return null;
}

const pushUnique = (list: number[], values: readonly number[]) => values.forEach((value) => list.includes(value) || list.push(value));

/**
 * How many dishes of `dishes` are hidden (eliminated group, spicy, disliked dish), blocked (allergy) or flagged
 * (disliked ingredient), and why; each dish counts once, under its first reason. Reasons with no dish are left out.
 */
export function dishFilterReasons(dishes: readonly Dish[], prefs: UserPrefs): DishFilterReason[] {
  const counts: Record<DishFilterReasonKind, number> = { group: 0, spicy: 0, dislikedDish: 0, allergy: 0, dislikedIngredient: 0 };
  const groups: number[] = [];
  const allergens: number[] = [];
  const disliked: number[] = [];
  for (const dish of dishes) {
    const reason = filterReasonOf(dish, prefs);
    if (reason === null) continue;
    counts[reason] += 1;
    if (reason === 'group') pushUnique(groups, [dish.group]);
    if (reason === 'allergy') pushUnique(allergens, allergensOf(dish, prefs));
    if (reason === 'dislikedIngredient')
      pushUnique(
        disliked,
        dish.ingredients.filter((ingredient) => prefs.dislikes.includes(ingredient)),
      );
  }
  const reasons: DishFilterReason[] = [
    { reason: 'group', count: counts.group, groups },
    { reason: 'spicy', count: counts.spicy },
    { reason: 'dislikedDish', count: counts.dislikedDish },
    { reason: 'allergy', count: counts.allergy, ingredients: allergens },
    { reason: 'dislikedIngredient', count: counts.dislikedIngredient, ingredients: disliked },
  ];
  return reasons.filter((entry) => entry.count > 0);
}

/** How many dishes of the list are not shown at all (isDishExcluded). */
export function hiddenDishCount(dishes: readonly Dish[], prefs: UserPrefs): number {
  return dishes.filter((dish) => isDishExcluded(dish, prefs)).length;
}
