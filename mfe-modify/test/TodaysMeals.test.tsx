/** @jest-environment jsdom */
// Issue 39, "Arabic everywhere": today's meals on the dashboard name each meal type in the page's language, and show
// the dish picture with the dish's name written in that language.
import { act, render, screen } from '@testing-library/react';
import { localeStore } from '@mealplan/shared/i18n';
import type { MealType } from '@mealplan/shared/protocol';
import { DashboardIntl } from '../src/features/dashboard/DashboardIntl';
import { TodaysMeals } from '../src/features/dashboard/TodaysMeals';

const breakfast = { id: 1, title: 'Breakfast', title_ar: 'الفطور', order: 1, parent_id: 0 } as MealType;
const dish = {
  dish_id: 7,
  mealType_id: 1,
  title: 'Shakshuka',
  title_ar: 'شكشوكة',
  image: '/media/dishes/7.svg',
  calories: 420_000,
  protein: 20_000,
  carb: 30_000,
  fat: 18_000,
};

afterEach(() => act(() => localeStore.choose('en')));

it.each([
  ['en', 'Breakfast', 'Shakshuka', '/media/dishes/7.svg'],
  ['ar', 'الفطور', 'شكشوكة', '/media/dishes/7.svg?lang=ar'],
] as const)('in %s the meal type reads %s', async (locale, mealType, title, picture) => {
  act(() => localeStore.choose(locale));
  render(
    <DashboardIntl>
      <TodaysMeals meals={[{ mealType: breakfast, dish }]} />
    </DashboardIntl>,
  );
  expect(await screen.findByRole('heading', { level: 3, name: title })).toBeTruthy();
  expect(document.querySelector('.dash-meal__type')?.textContent).toBe(mealType);
  expect(document.querySelector('.dash-meal__image')?.getAttribute('src')).toBe(picture);
});
