/** @jest-environment jsdom */
// Today's meals on the dashboard are named from the meal types list, which often arrives after the first cards are
// drawn (issue 38): the render the list's arrival makes still shows the meals as they were, and React draws them in a
// render of their own, in the background.
import { act, render } from '@testing-library/react';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect } from 'react';
import type { DeliveryDish, MealType } from '@mealplan/shared/protocol';
import { referenceStore } from '@mealplan/shared/session';
import { useTodaysMeals } from '../src/features/dashboard/useTodaysMeals';

const breakfast = { id: 1, title: 'Breakfast', title_ar: 'الفطور', order: 1, parent_id: 0 } as MealType;
const lunch = { id: 3, title: 'Lunch', title_ar: 'الغداء', order: 3, parent_id: 0 } as MealType;
const dish = (dishId: number, mealTypeId: number) =>
  ({
    dish_id: dishId,
    mealType_id: mealTypeId,
    title: `Dish ${dishId}`,
    title_ar: '',
    image: '',
    calories: 0,
    protein: 0,
    carb: 0,
    fat: 0,
  }) as DeliveryDish;
const dishes = [dish(7, 1), dish(8, 3)];

/** Each commit's meals, as meal type titles. */
const Meals = observer(function Meals({ commits }: { commits: string[][] }) {
  const meals = useTodaysMeals(dishes);
  useLayoutEffect(() => {
    commits.push(meals.map((meal) => meal.mealType.title));
  });
  return null;
});

afterEach(() => runInAction(() => delete (referenceStore.lists as Record<string, unknown>).typeList));

it('shows no meals until the meal types list is there, then draws them in a render of their own', async () => {
  const commits: string[][] = [];
  render(<Meals commits={commits} />);
  expect(commits).toEqual([[]]);
  await act(async () => {
    runInAction(() => Object.assign(referenceStore.lists, { typeList: [breakfast, lunch] }));
  });
  // The list's own render committed the meals as they were; the next one brought them.
  expect(commits).toEqual([[], [], ['Breakfast', 'Lunch']]);
});

it('has the meals in the first render when the list is there already', () => {
  runInAction(() => Object.assign(referenceStore.lists, { typeList: [breakfast, lunch] }));
  const commits: string[][] = [];
  render(<Meals commits={commits} />);
  expect(commits).toEqual([['Breakfast', 'Lunch']]);
});
