// The day editor's rules (doc 1 §4 "Weeks and calendar", doc 2 §2.3, §5.8, doc 3 §2, §4 "Day editing", §8), pure and
// shared by the checkout's menus, the wizard's day menu and /modify: what state a day is in and what it allows, the
// same dish in two bags, the dish carousel's width rule, the ingredient names' join and whether an edit is unsaved.
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  DAY_NOT_IN_PLAN_MESSAGE,
  isLockedDay,
  LOCKED_DAY_MESSAGE,
  PAUSED_DAY_MESSAGE,
  type DayMeals,
  type DomainMessageId,
} from '../domain';

/** A day's state for editing: skipped and paused win over the lock; an additional delivery is the team's to change. */
export const DAY_EDIT_STATES = ['skipped', 'paused', 'additional', 'locked', 'editable'] as const;
export type DayEditState = (typeof DAY_EDIT_STATES)[number];

export interface DayFacts {
  day: number;
  now: number;
  paused?: boolean;
  skipped?: boolean;
  additional?: boolean;
}

export function dayEditState({ day, now, paused, skipped, additional }: DayFacts): DayEditState {
  if (skipped) return 'skipped';
  if (paused) return 'paused';
  if (additional) return 'additional';
  if (isLockedDay(day, now)) return 'locked';
  return 'editable';
}

/** Only an editable day may be changed ('Change items') or skipped ('Skip this day' / 'Skip delivery'). */
export const canEditDay = (state: DayEditState) => state === 'editable';
export const canSkipDay = (state: DayEditState) => state === 'editable';

/** Why a day cannot be changed (doc 3 §4), or null for an editable day. */
export function dayStateMessage(state: DayEditState): DomainMessageId | null {
  switch (state) {
    case 'skipped':
      return DAY_NOT_IN_PLAN_MESSAGE;
    case 'paused':
      return PAUSED_DAY_MESSAGE;
    case 'additional':
      return ADDITIONAL_DELIVERY_MESSAGE;
    case 'locked':
      return LOCKED_DAY_MESSAGE;
    default:
      return null;
  }
}

/** The main dishes of a bag's meals (side slots are objects, not dishes of a meal type). */
export function mainDishIds(meals: DayMeals | undefined): number[] {
  return Object.values(meals ?? {}).filter((entry): entry is number => typeof entry === 'number');
}

/** The dishes one bag of a day shares with the day's other bags (doc 3 §8 'the same dish on the other bag'). */
export function dishesInOtherBag(meals: DayMeals | undefined, otherBags: readonly (DayMeals | undefined)[]): number[] {
  const others = new Set(otherBags.flatMap(mainDishIds));
  return [...new Set(mainDishIds(meals).filter((id) => others.has(id)))];
}

/** A day's meals in one canonical text: two edits are the same when their texts are. */
export function mealsKey(meals: DayMeals | undefined): string {
  return JSON.stringify(
    Object.entries(meals ?? {})
      .map(
        ([type, entry]) =>
          [Number(type), typeof entry === 'number' ? entry : Object.entries(entry).sort(([a], [b]) => Number(a) - Number(b))] as const,
      )
      .sort(([a], [b]) => a - b),
  );
}

/** Whether the meals in edit differ from the saved ones. */
export const isUnsaved = (edited: DayMeals | undefined, saved: DayMeals | undefined) => mealsKey(edited) !== mealsKey(saved);

/** The diet whose side slots offer the oil sides (doc 3 §9 'Diet id 4 shows an oil-side picker'; menu_builder getSidesList {diet, oil}). */
export const OIL_SIDE_PICKER_DIET = 4;
export const hasOilSidePicker = (dietId: number | null | undefined): dietId is number => dietId === OIL_SIDE_PICKER_DIET;

/** The window widths (px) where the dish carousel changes its slides per page. */
export const DISH_CAROUSEL_BREAKPOINTS = [810, 1400, 1800] as const;

/**
 * Dish cards per page (doc 2 §2.3: 3 from 1400 px, 2 with the sides beside them, 2 from 810 px, 1 below; doc 3 §2: 1 to
 * 4 by screen width, the 4th from 1800 px without sides). `reached`: the largest breakpoint the window reaches, or 0.
 */
export function dishesPerPage(reached: number, hasSides: boolean): number {
  if (reached >= 1800) return hasSides ? 2 : 4;
  if (reached >= 1400) return hasSides ? 2 : 3;
  if (reached >= 810) return 2;
  return 1;
}

/** Catalogue names of ids in the page's language, joined as the language lists them ('A, B and C'). */
export function joinIngredientNames(
  ids: readonly number[],
  ingredients: readonly { id: number; title: string; title_ar?: string | null | undefined }[],
  locale: 'en' | 'ar',
): string {
  const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
  const names = ids.map((id) => {
    const ingredient = byId.get(id);
    if (!ingredient) return String(id);
    return locale === 'ar' && ingredient.title_ar ? ingredient.title_ar : ingredient.title;
  });
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(names);
}
