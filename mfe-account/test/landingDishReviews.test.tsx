/** @jest-environment jsdom */
// The landing's featured dishes offer each rated dish's reviews (doc 1 §2 per-dish reviews list), as the wizard,
// the checkout's menus and /modify do: the page gives its dish cards the server's reviews through the kit.
import { act, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { referenceStore } from '@mealplan/shared/session';
import { AccountIntl } from '../src/i18n';
import { LandingDishes } from '../src/features/home/LandingCatalog';

const dish = (id: number, rating?: number) => ({
  id,
  title: `Dish ${id}`,
  description: '',
  image: `/media/dishes/${id}.svg`,
  preview: `/media/dishes/${id}.svg`,
  calories: 400000,
  fat: 10000,
  protein: 30000,
  carb: 40000,
  ingredients: [],
  type: [1],
  group: null,
  spicy: false,
  ...(rating === undefined ? {} : { rating }),
});

afterEach(() => runInAction(() => delete referenceStore.lists.products));

it("offers 'Reviews' on a rated featured dish, not on one nobody rated", async () => {
  runInAction(() => Object.assign(referenceStore.lists, { products: [dish(1, 4.5), dish(2)] }));
  await act(async () => {
    render(
      <AccountIntl>
        <LandingDishes />
      </AccountIntl>,
    );
  });
  expect(screen.getAllByRole('button', { name: /^Reviews/ })).toHaveLength(1);
});
