/** @jest-environment node */
// The checkout guards of doc 2 §2.3 and §4.5, step by step.
import { addDays } from '@mealplan/shared/time';
import { checkoutRedirect, type CheckoutGuardState } from '../src/common/checkoutGuard';
import { NOW, TODAY } from './support/visit';

const fresh: CheckoutGuardState = { pendingLoaded: true, pending: null, dietId: null, mealTypes: [] };
const chosen: CheckoutGuardState = { ...fresh, dietId: 30, mealTypes: [1, 3, 5] };
const saved = (firstDay: number): CheckoutGuardState => ({ ...chosen, pending: { checkoutId: 41, firstDay } });
const go = (to: string) => ({ kind: 'redirect', to });
const OPEN = { kind: 'open' };

describe('checkout guards', () => {
  it('waits until the saved plan is known', () => {
    expect(checkoutRedirect(1, { ...fresh, pendingLoaded: false }, NOW)).toEqual({ kind: 'wait' });
    expect(checkoutRedirect(4, { ...fresh, pendingLoaded: false }, NOW)).toEqual({ kind: 'wait' });
  });

  it('opens steps 1 and 2 on a fresh start', () => {
    expect(checkoutRedirect(1, fresh, NOW)).toEqual(OPEN);
    expect(checkoutRedirect(2, fresh, NOW)).toEqual(OPEN);
  });

  it('sends step 3 to /checkout without a diet, and to the meal-types step without meal types', () => {
    expect(checkoutRedirect(3, fresh, NOW)).toEqual(go('/checkout'));
    expect(checkoutRedirect(3, { ...fresh, dietId: 30 }, NOW)).toEqual(go('/checkout/meal-types-and-days'));
    expect(checkoutRedirect(3, chosen, NOW)).toEqual(OPEN);
  });

  it('sends the menus and the summary to /checkout without a checkout id', () => {
    expect(checkoutRedirect(4, chosen, NOW)).toEqual(go('/checkout'));
    expect(checkoutRedirect(5, chosen, NOW)).toEqual(go('/checkout'));
  });

  it('sends steps 1–3 to the menus when a plan is saved (revisiting opens step 4), and opens the menus and summary', () => {
    const plan = saved(addDays(TODAY, 3));
    for (const step of [1, 2, 3] as const) expect(checkoutRedirect(step, plan, NOW)).toEqual(go('/checkout/menus'));
    expect(checkoutRedirect(4, plan, NOW)).toEqual(OPEN);
    expect(checkoutRedirect(5, plan, NOW)).toEqual(OPEN);
  });

  it('sends the menus and summary to the delivery dates when the first plan day is past or within 3 days, where steps 1–3 open', () => {
    for (const firstDay of [addDays(TODAY, -1), TODAY, addDays(TODAY, 2)]) {
      const plan = saved(firstDay);
      expect(checkoutRedirect(4, plan, NOW)).toEqual(go('/checkout/delivery-dates'));
      expect(checkoutRedirect(5, plan, NOW)).toEqual(go('/checkout/delivery-dates'));
      expect(checkoutRedirect(3, plan, NOW)).toEqual(OPEN);
      expect(checkoutRedirect(1, plan, NOW)).toEqual(OPEN);
    }
  });
});
