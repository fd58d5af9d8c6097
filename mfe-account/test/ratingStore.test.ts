import type { ReferenceStore } from '@mealplan/shared/session';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { RatingStore, toDeliveredDishes, type CatalogDish } from '../src/features/feedback/ratingStore';

const catalogDish = (id: number, preview: string, image: string): CatalogDish => ({
  id,
  title: `Dish ${id}`,
  preview,
  image,
  calories: 300000,
  fat: 9000,
  protein: 20000,
  carb: 30000,
  type: [3],
});

describe('toDeliveredDishes', () => {
  it('joins the delivered dish ids with the catalog and the customer feedback', () => {
    const dishes = toDeliveredDishes({ '1': { rating: 4, feedback: 'Nice' }, '2': null }, [
      catalogDish(1, '/p1.png', '/i1.png'),
      catalogDish(2, '', '/i2.png'),
    ]);
    expect(dishes).toEqual([
      expect.objectContaining({ id: 1, preview: '/p1.png', rating: 4, feedback: 'Nice', types: [3] }),
      expect.objectContaining({ id: 2, preview: '/i2.png', rating: 0, feedback: '' }),
    ]);
  });

  it('leaves out dishes missing from the catalog', () => {
    expect(toDeliveredDishes({ '9': null }, [catalogDish(1, '', '')])).toEqual([]);
  });
});

describe('RatingStore', () => {
  // A fake client answering by channel and key; the team's notification is the profile channel's.
  function setUp(notify: () => Promise<unknown> = () => Promise.resolve({})) {
    const { client, calls } = fakeCallClient(({ channel, key }) => {
      if (channel === 'profile') return notify();
      if (key === 'getDishes') return Promise.resolve({ dishes: { '1': { rating: 5, feedback: 'Lovely' } }, types: [3] });
      return Promise.resolve({ message: 'Thank you for your feedback!' });
    });
    const reference = { ensure: jest.fn(() => Promise.resolve()), get: jest.fn(() => [catalogDish(1, '/p1.png', '')]) };
    const store = new RatingStore(client, { user_id: 4 }, reference as unknown as Pick<ReferenceStore, 'ensure' | 'get'>);
    return { calls, store };
  }

  it('joins the delivered dishes with the products list it makes sure of', async () => {
    const { store } = setUp();
    await expect(store.getDishes()).resolves.toEqual({ dishes: [expect.objectContaining({ id: 1, rating: 5, feedback: 'Lovely' })], types: [3] });
  });

  it('saves a dish rating for the customer and tells the team', async () => {
    const { calls, store } = setUp();
    await expect(store.saveDishFeedback(1, { rating: 4, feedback: 'Good' })).resolves.toBe('Thank you for your feedback!');
    expect(calls).toEqual([
      { channel: 'rating', key: 'setDishRating', data: { feedbackData: { user_id: 4, dish_id: 1, rating: 4, feedback: 'Good' } } },
      {
        channel: 'profile',
        key: 'getForDashboard:setNotification',
        data: { subtype: 'setNotification', userId: 4, changes: 'Dish 1 rated 4', thetype: 3 },
      },
    ]);
  });

  it('still answers the save when the team’s notification fails (the failure is logged)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = setUp(() => Promise.reject(new Error('offline')));
    const values = { feedback: 'Great', rating: 5, rating2: 5, rating3: 5, rating4: 5 };
    await expect(store.saveGeneralFeedback(values)).resolves.toBe('Thank you for your feedback!');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
