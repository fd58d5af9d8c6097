import { FEEDBACK_MESSAGES } from '@mealplan/shared/account';
import { DishFeedbackStore, type DeliveredDish, type DishFeedbackApi } from '../src/features/feedback/dishFeedbackStore';

function dish(id: number, types: number[], rating = 0, feedback = ''): DeliveredDish {
  return { id, title: `Dish ${id}`, preview: '', calories: 400000, fat: 10000, protein: 30000, carb: 50000, types, rating, feedback };
}

function makeStore() {
  const saves: { dishId: number; rating: number; feedback: string }[] = [];
  const api: DishFeedbackApi = {
    getDishes: async () => ({ dishes: [dish(1, [10]), dish(2, [20], 4, 'Tasty')], types: [10, 20] }),
    saveDishFeedback: async (dishId, draft) => {
      saves.push({ dishId, ...draft });
      return 'Thank you for your feedback';
    },
  };
  return { store: new DishFeedbackStore(api), saves };
}

describe('DishFeedbackStore', () => {
  it('filters the delivered dishes by the chosen type tab', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.visibleDishes.map((d) => d.id)).toEqual([1, 2]);
    store.setActiveType(20);
    expect(store.visibleDishes.map((d) => d.id)).toEqual([2]);
  });

  it('opens a dish with its saved rating and text, and starts saved', async () => {
    const { store } = makeStore();
    await store.load();
    expect(store.select(2)).toBe(false);
    expect(store.draft).toEqual({ rating: 4, feedback: 'Tasty' });
    expect(store.saved).toBe(true);
  });

  it('asks before switching away from unsaved changes, and discard switches', async () => {
    const { store } = makeStore();
    await store.load();
    store.select(1);
    store.edit({ rating: 3, feedback: '' });
    expect(store.select(2)).toBe(true);
    expect(store.selectedId).toBe(1);
    store.discard();
    expect(store.selectedId).toBe(2);
    expect(store.draft).toEqual({ rating: 4, feedback: 'Tasty' });
  });

  it('shows both validation messages at once and forgets the pending dish', async () => {
    const { store, saves } = makeStore();
    await store.load();
    store.select(1);
    store.edit({ rating: 0, feedback: '   ' });
    store.select(2);
    expect(await store.save()).toEqual({ kind: 'invalid' });
    expect(store.errors).toEqual({ feedback: FEEDBACK_MESSAGES.dishText, rating: FEEDBACK_MESSAGES.dishRating });
    expect(store.pendingId).toBeNull();
    expect(saves).toHaveLength(0);
  });

  it('saves, marks saved, clears errors and moves to the pending dish', async () => {
    const { store, saves } = makeStore();
    await store.load();
    store.select(1);
    store.edit({ rating: 5, feedback: '' });
    await store.save();
    store.edit({ rating: 5, feedback: 'Great' });
    store.select(2);
    expect(await store.save()).toEqual({ kind: 'saved', message: 'Thank you for your feedback' });
    expect(saves).toEqual([{ dishId: 1, rating: 5, feedback: 'Great' }]);
    expect(store.selectedId).toBe(2);
    expect(store.errors).toEqual({});
    expect(store.dishes.find((d) => d.id === 1)?.rating).toBe(5);
  });

  it('does not save a form that is already saved', async () => {
    const { store, saves } = makeStore();
    await store.load();
    store.select(2);
    store.edit({ rating: 4, feedback: 'Tasty' });
    expect(await store.save()).toEqual({ kind: 'unchanged' });
    expect(saves).toHaveLength(0);
  });
});
