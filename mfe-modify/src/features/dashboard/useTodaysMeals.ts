// Today's meals on the dashboard (spec 3 §2): the day's dishes, each named from the meal types list.
import { useDeferredValue, useMemo } from 'react';
import type { DeliveryDish } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { listsLoaded } from '@mealplan/shared/stores';
import { todaysMeals, type TodaysMeal } from './dashboard';

/** Today's meals before the meal types list is there (one array, so that a render without the list changes nothing). */
const NO_MEALS: readonly TodaysMeal[] = [];

/**
 * Today's meals from the day's dishes and the meal types list; none until the list is there. The list often arrives
 * after the dashboard's first cards are drawn: the meals are a deferred value, so that React draws them in the
 * background, in slices, and not in the task that brought the list (issue 38: mounted there, they were one of a cold
 * start's long tasks). For an observer: it reads the list store.
 */
export function useTodaysMeals(dishes: readonly DeliveryDish[]): readonly TodaysMeal[] {
  const typeList = listsLoaded(['typeList']) ? referenceStore.get('typeList') : undefined;
  const meals = useMemo(() => (typeList ? todaysMeals(dishes, typeList) : NO_MEALS), [dishes, typeList]);
  return useDeferredValue(meals);
}
