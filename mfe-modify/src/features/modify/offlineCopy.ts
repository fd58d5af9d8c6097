// Issue 23: the menu this page has read (order get) is kept as a read-only copy for today and the next days, so the
// signed-in page can still show it when the browser is offline (the shell's offline view). Kept again whenever the
// shown plan changes (a save, a change pushed by the server); the copy holds names in both languages and calories.
import { comparer, reaction } from 'mobx';
import type { OfflineDay, OfflineDish, OfflineMenuStore } from '@mealplan/shared/offline';
import type { Dish } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { fromThousandths } from '@mealplan/shared/units';
import type { ModifyStore } from './modifyStore';

const nameOf = (item: { title: string; title_ar?: string | null }) =>
  item.title_ar ? { title: item.title, title_ar: item.title_ar } : { title: item.title };
const dishOf = (dish: Dish): OfflineDish => ({ ...nameOf(dish), kcal: fromThousandths(dish.calories) });

/** The active plan's days from today on, each with its meal types and dishes (main dish, then sides) as shown. */
export function offlineDays(store: ModifyStore, now: number): OfflineDay[] {
  const first = today(now);
  return store.days
    .filter((day) => day >= first)
    .map((day) => ({
      day,
      meals: store.mainTypes
        .map((type) => ({
          mealType: nameOf(type),
          dishes: [store.editor.mainDish(day, type.id), ...store.editor.sideSlots(day, type.id).map((entry) => entry.dish)]
            .filter((dish): dish is Dish => dish !== undefined)
            .map(dishOf),
        }))
        .filter((meal) => meal.dishes.length > 0),
    }));
}

/**
 * Keeps the copy each time the active plan is shown (and again when it changes), for the session `token()`; returns
 * the disposer. Nothing is kept while an edit is in progress, for the future plan, or without a session.
 */
export function keepOfflineCopy(store: ModifyStore, copies: OfflineMenuStore, token: () => string | null, now: () => number): () => void {
  return reaction(
    () => (store.state === 'ready' && store.orderType === 'active' && store.editor.editing === null ? offlineDays(store, now()) : null),
    (days) => {
      const session = token();
      if (days && session) copies.keep(session, days, now()).catch((error: unknown) => console.error('Keeping the offline menu failed', error));
    },
    { fireImmediately: true, equals: comparer.structural },
  );
}
