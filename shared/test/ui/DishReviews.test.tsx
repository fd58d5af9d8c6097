/** @jest-environment jsdom */
// Dish ratings on dish cards and the per-dish reviews list (issue 39; doc 1 §2, §3 "Dish review", §7 rating
// getDishReviews, §8 "for dish reviews it is only logged").
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { modalStore } from '@mealplan/shared/modal';
import { DishCard } from '../../src/ui/DishCard';
import { DishReviewsProvider } from '../../src/ui/DishReviews';
import { DishReviewsStore, type DishReview, type DishReviewsLoader } from '../../src/ui/DishReviewsStore';
import { ModalHost } from '../../src/ui/ModalHost';
import type { Locale } from '../../src/i18n/locale';
import { IntlWrapper } from './intl';

const REVIEWS: DishReview[] = [
  { username: 'Layla N.', rating: 4, feedback: 'Tasty and fresh' },
  { username: 'Omar K.', rating: 5, feedback: '' },
];
const dish = { id: 7, title: 'Grilled salmon', calories: 420_000, fat: 12_000, protein: 35_000, carb: 20_000, rating: 4.5 };

describe('DishReviewsStore', () => {
  it("reads one dish's reviews and gives their mean to one decimal", async () => {
    const asked: number[] = [];
    const store = new DishReviewsStore(async (dishId) => (asked.push(dishId), [...REVIEWS, { username: 'Sara H.', rating: 4, feedback: 'Good' }]), 7);
    expect(store.state).toBe('loading');
    await store.read();
    expect(asked).toEqual([7]);
    expect(store.state).toBe('loaded');
    expect(store.average).toBe(4.3);
  });

  it('has no mean without reviews', async () => {
    const store = new DishReviewsStore(async () => [], 7);
    await store.read();
    expect(store.average).toBeNull();
  });

  it('only logs a failed read (doc 1 §8) and reads again when asked', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const store = new DishReviewsStore(async () => {
      if (fail) throw new Error('getDishReviewsErr');
      return REVIEWS;
    }, 7);
    await store.read();
    expect(store.state).toBe('failed');
    expect(warn).toHaveBeenCalled();
    fail = false;
    await store.read();
    expect(store.state).toBe('loaded');
    expect(store.reviews).toHaveLength(2);
    warn.mockRestore();
  });
});

function Site({ load, locale = 'en' }: { load?: DishReviewsLoader; locale?: Locale }) {
  const card = <DishCard dish={dish} onSelect={() => undefined} />;
  return (
    <IntlWrapper locale={locale}>
      {load ? <DishReviewsProvider load={load}>{card}</DishReviewsProvider> : card}
      <ModalHost />
    </IntlWrapper>
  );
}

describe('DishCard with ratings and reviews', () => {
  afterEach(() => act(() => modalStore.clear()));

  it("shows the dish's average rating and opens its reviews list from the card", async () => {
    const load = jest.fn<ReturnType<DishReviewsLoader>, Parameters<DishReviewsLoader>>(async () => REVIEWS);
    render(<Site load={load} />);
    expect(screen.getByRole('img', { name: 'Rating: 4.5 of 5 stars' })).toBeTruthy();
    expect(screen.getByText('4.5')).toBeTruthy();
    // The reviews button is its own control, not inside the card's select button.
    const open = screen.getByRole('button', { name: 'Reviews' });
    expect(open.closest('.ui-dish__select')).toBeNull();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Grilled salmon' });
    expect(load).toHaveBeenCalledWith(7);
    await waitFor(() => expect(dialog.textContent).toContain('Layla N.'));
    expect(dialog.textContent).toContain('Tasty and fresh');
    expect(dialog.textContent).toContain('Omar K.');
    expect(dialog.textContent).toContain('4.5 of 5 stars, 2 reviews');
  });

  it('says so when the dish has no review yet, and in Arabic', async () => {
    render(<Site load={async () => []} locale="ar" />);
    fireEvent.click(screen.getByRole('button', { name: 'التقييمات' }));
    expect(await screen.findByText('لا توجد تقييمات بعد.')).toBeTruthy();
  });

  it('offers no reviews button where no area gave the loader, or for a dish nobody rated', () => {
    const { unmount } = render(<Site />);
    expect(screen.queryByRole('button', { name: 'Reviews' })).toBeNull();
    unmount();
    render(
      <IntlWrapper>
        <DishReviewsProvider load={async () => REVIEWS}>
          <DishCard dish={{ ...dish, rating: undefined }} />
        </DishReviewsProvider>
      </IntlWrapper>,
    );
    expect(screen.queryByRole('button', { name: 'Reviews' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Rating/ })).toBeNull();
  });
});
