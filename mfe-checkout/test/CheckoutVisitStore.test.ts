/** @jest-environment node */
// The state one visit of /checkout/* shares: the saved plan (getPending) and the steps 1–3 choices.
import { addDays } from '@mealplan/shared/time';
import { EMPTY_CHOICES } from '../src/common/CheckoutVisitStore';
import { memoryKeeper, TODAY, visitWith } from './support/visit';

const START = addDays(TODAY, 5);
const PLAN = {
  id: 41,
  diet_id: 4,
  days_count: 5,
  mealTypes: [1, 3, 7],
  exclude_week_day: [5, 6],
  cutlery: 0,
  bag_price: 18000,
  start_date: START,
  end_date: addDays(START, 6),
  isRenew: false,
  mealPlan_id: 5,
  emirate: 2,
  slot_id: 3,
  price: 100000,
};

describe('the visit store', () => {
  it('asks getPending once for the visit, however many pages ask', async () => {
    const { visit, calls } = visitWith();
    await Promise.all([visit.loadPending(), visit.loadPending()]);
    expect(calls).toEqual([{ channel: 'mobile_checkout', key: 'getPending', data: {} }]);
    expect(visit.pendingLoaded).toBe(true);
    expect(visit.pending).toBeNull();
    expect(visit.guardState).toEqual({ pendingLoaded: true, pending: null, dietId: null, mealTypes: [] });
  });

  it('takes a saved plan: its id, its first day (the earliest day of its meal plan) and its choices', async () => {
    const mealPlan = { [addDays(START, 1)]: { 1: 10 }, [START]: { 1: 11 } };
    const { visit } = visitWith({ 'mobile_checkout getPending': { planParams: PLAN, mealPlan } });
    await visit.loadPending();
    expect(visit.guardState.pending).toEqual({ checkoutId: 41, firstDay: START });
    expect(visit.choices).toMatchObject({ dietId: 4, mealTypes: [1, 3, 7], daysCount: 5, excludeWeekDays: [5, 6], emirate: 2, slotId: 3 });
  });

  it('reads the first day from the start date when the meal plan is empty', async () => {
    const { visit } = visitWith({ 'mobile_checkout getPending': { planParams: PLAN, mealPlan: {} } });
    await visit.loadPending();
    expect(visit.pending?.firstDay).toBe(START);
  });

  it('keeps the choices for a reload of the tab, and forgets them once the plan is saved', () => {
    const keeper = memoryKeeper();
    const { visit } = visitWith(undefined, keeper);
    visit.updateChoices({ dietId: 30, daysCount: 20 });
    expect(keeper.stored).toMatchObject({ dietId: 30, daysCount: 20 });
    const again = visitWith(undefined, keeper).visit;
    expect(again.choices).toEqual({ ...EMPTY_CHOICES, dietId: 30, daysCount: 20 });
    visit.planSaved();
    expect(keeper.stored).toBeNull();
  });

  it('reads nothing it does not understand from the kept copy', () => {
    const keeper = memoryKeeper({ dietId: 'x' as unknown as number, mealTypes: [1, 'b' as unknown as number] });
    expect(visitWith(undefined, keeper).visit.choices).toEqual({ ...EMPTY_CHOICES, mealTypes: [1] });
  });

  it('reports a failed read, and reads again on refresh', async () => {
    let fail = true;
    const { visit, calls } = visitWith(() => {
      if (fail) throw new Error('offline');
      return { planParams: null, mealPlan: {} };
    });
    await visit.loadPending();
    expect(visit.pendingFailed).toBe(true);
    expect(visit.pendingLoaded).toBe(false);
    fail = false;
    await visit.refreshPending();
    expect(visit.pendingFailed).toBe(false);
    expect(visit.pendingLoaded).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('forgets a removed or placed plan and starts the choices over', async () => {
    const { visit } = visitWith({ 'mobile_checkout getPending': { planParams: PLAN, mealPlan: {} } });
    await visit.loadPending();
    visit.forgetPending();
    expect(visit.pending).toBeNull();
    expect(visit.choices).toEqual(EMPTY_CHOICES);
  });
});
