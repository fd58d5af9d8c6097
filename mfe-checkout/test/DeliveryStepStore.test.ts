/** @jest-environment node */
// Step 3 'Start Date & Delivery Time': the start range, skipped weekdays and holidays, emirate and slot, every
// message of doc 2 §5.6 for the step, and the plan saved with `mobile_checkout set` at the end.
import { RequestError } from '@mealplan/shared/session';
import { addDays, addMonths, toIsoDate, weekday } from '@mealplan/shared/time';
import { DeliveryStepStore, type DeliveryCatalogue } from '../src/features/delivery/DeliveryStepStore';
import { PLANS, PRICES } from './support/catalogue';
import { english } from './support/english';
import { TODAY, visitWith } from './support/visit';

const EMIRATES = [
  { id: 1, name: 'Dubai' },
  { id: 2, name: 'Abu Dhabi' },
];
const SLOTS = [
  { id: 11, name: 'Morning', display_name: '6 AM - 9 AM', emirate_id: 1 },
  { id: 12, name: 'Evening', display_name: '6 PM - 9 PM', emirate_id: 1 },
  { id: 21, name: 'Morning', display_name: '7 AM - 10 AM', emirate_id: 2 },
];
/** Saturday 13 June 2026 (3 days from the test's today, Wednesday 10 June). */
const FIRST_START = addDays(TODAY, 3);

function step3({
  holidays = [] as string[],
  existingPlanEnd = null as number | null,
  answers = {} as Record<string, unknown>,
  addressEmirate = null as number | null,
} = {}) {
  const { visit, calls, client } = visitWith({
    'mobile_checkout getPending': { planParams: null, mealPlan: {} },
    'mobile_checkout set': { checkoutId: 77 },
    ...answers,
  });
  const catalogue: DeliveryCatalogue = {
    emirates: () => EMIRATES,
    slots: () => SLOTS,
    plans: () => PLANS,
    prices: () => PRICES,
    holidays: () => holidays,
    existingPlanEnd: () => existingPlanEnd,
    addressEmirate: () => addressEmirate,
  };
  visit.updateChoices({ dietId: 12, mealTypes: [1, 3, 5, 7, 8], daysCount: 5, excludeWeekDays: [5, 6] });
  return { visit, calls, store: new DeliveryStepStore(visit, catalogue, client) };
}

describe('step 3 start dates (doc 2 §5.6)', () => {
  it('offers 3 days to 3 months ahead', () => {
    const { store } = step3();
    expect(store.range).toEqual({ min: FIRST_START, max: addMonths(TODAY, 3) });
    expect(store.isSelectable(addDays(TODAY, 2))).toBe(false);
    // The 13th is a Saturday, skipped by this plan; Sunday the 14th is the first start.
    expect(weekday(FIRST_START)).toBe(6);
    expect(store.isSelectable(FIRST_START)).toBe(false);
    expect(store.isSelectable(addDays(FIRST_START, 1))).toBe(true);
    expect(store.isSelectable(addDays(addMonths(TODAY, 3), 1))).toBe(false);
  });

  it('starts after the end of an existing plan', () => {
    const end = addDays(TODAY, 20);
    const { store } = step3({ existingPlanEnd: end });
    expect(store.range.min).toBe(addDays(end, 1));
    expect(store.isSelectable(addDays(end, -1))).toBe(false);
  });

  it('disables holidays', () => {
    const holiday = addDays(TODAY, 6);
    const { store } = step3({ holidays: [toIsoDate(holiday)] });
    expect(store.isSelectable(holiday)).toBe(false);
    expect(store.isSelectable(addDays(holiday, 1))).toBe(true);
  });

  it('moves a start on a skipped weekday forward to the next delivery day, also when the weekday is skipped later', () => {
    const { store, visit } = step3();
    store.chooseStart(FIRST_START);
    expect(visit.choices.startDate).toBe(addDays(FIRST_START, 1));
    store.toggleWeekday(0);
    expect(visit.choices.excludeWeekDays).toEqual([0, 5, 6]);
    expect(visit.choices.startDate).toBe(addDays(FIRST_START, 2));
  });

  it('never lets every weekday be skipped', () => {
    const { store, visit } = step3();
    for (const day of [0, 1, 2, 3, 4]) store.toggleWeekday(day);
    expect(visit.choices.excludeWeekDays).toEqual([0, 1, 2, 3, 5, 6]);
    expect(store.canSkip(4)).toBe(false);
    expect(store.canSkip(5)).toBe(true);
  });

  it("counts the plan's delivery days from the start, skipping the weekdays off", () => {
    const { store } = step3();
    store.chooseStart(addDays(FIRST_START, 1));
    // Sunday 14th to Thursday 18th.
    expect(store.days).toEqual([1, 2, 3, 4, 5].map((offset) => addDays(FIRST_START, offset)));
  });
});

describe('step 3 emirate and slot', () => {
  it("offers the chosen emirate's slots, and drops a slot of another emirate", () => {
    const { store, visit } = step3();
    expect(store.slots).toEqual([]);
    store.chooseEmirate(1);
    expect(store.slots.map((slot) => slot.id)).toEqual([11, 12]);
    store.chooseSlot(12);
    store.chooseEmirate(1);
    expect(visit.choices.slotId).toBe(12);
    store.chooseEmirate(2);
    expect(visit.choices.slotId).toBeNull();
  });
});

describe('step 3 messages (doc 2 §5.6)', () => {
  it('asks for the delivery date, then the emirate, then the slot', async () => {
    const { store, calls } = step3();
    expect(store.errorOf('start_date')).toBeNull();
    expect(english(await store.save())).toBe('Please select delivery Date.');
    expect(english(store.errorOf('emirate'))).toBe('Please select emirate.');
    store.chooseStart(addDays(FIRST_START, 1));
    expect(english(await store.save())).toBe('Please select emirate.');
    store.chooseEmirate(1);
    expect(english(await store.save())).toBe('Please select delivery slot.');
    expect(english(store.errorOf('slot_id'))).toBe('Please select delivery slot.');
    expect(calls.filter((call) => call.key === 'set')).toEqual([]);
  });

  it('counts a kept start that has gone out of range as not chosen', async () => {
    const { store, visit } = step3();
    visit.updateChoices({ startDate: addDays(TODAY, 1), emirate: 1, slotId: 11 });
    expect(store.startDate).toBeNull();
    expect(english(await store.save())).toBe('Please select delivery Date.');
  });
});

describe('saving the plan (mobile_checkout set)', () => {
  it('sends the plan params without dishes (the server chooses the defaults), then learns the saved plan', async () => {
    const start = addDays(FIRST_START, 1);
    const { store, visit, calls } = step3({
      answers: {
        'mobile_checkout getPending': () =>
          calls.some((call) => call.key === 'set')
            ? { planParams: { ...(calls.find((call) => call.key === 'set')!.data.checkoutPlanParams as object), id: 77 }, mealPlan: {} }
            : { planParams: null, mealPlan: {} },
      },
    });
    store.chooseStart(start);
    store.chooseEmirate(1);
    store.chooseSlot(11);
    expect(await store.save()).toBeNull();

    const set = calls.find((call) => call.key === 'set')!;
    const days = [0, 1, 2, 3, 4].map((offset) => addDays(start, offset));
    expect(set.data.checkoutPlanParams).toEqual({
      id: null,
      diet_id: 12,
      days_count: 5,
      mealTypes: [1, 3, 5, 7, 8],
      exclude_week_day: [5, 6],
      cutlery: 0,
      bag_price: 18000,
      start_date: days[0],
      end_date: days[4],
      isRenew: false,
      mealPlan_id: 5,
      emirate: 1,
      slot_id: 11,
      price: 5 * 1000 * 5,
    });
    expect(set.data.detailsData).toEqual([]);
    expect(calls.map((call) => `${call.channel} ${call.key}`)).toEqual(['mobile_checkout set', 'mobile_checkout getPending']);
    expect(visit.pending?.checkoutId).toBe(77);
    expect(visit.guardState.pending).toEqual({ checkoutId: 77, firstDay: days[0] });
  });

  it('saves a saved plan whose start had to move in place, keeping its renewal bag price', async () => {
    const stale = {
      id: 41,
      diet_id: 12,
      days_count: 5,
      mealTypes: [1, 3, 5],
      exclude_week_day: [5, 6],
      cutlery: 1,
      bag_price: 0,
      start_date: TODAY,
      end_date: addDays(TODAY, 6),
      isRenew: true,
      mealPlan_id: 5,
      emirate: 2,
      slot_id: 21,
      price: 1,
    };
    const { store, visit, calls } = step3({ answers: { 'mobile_checkout getPending': { planParams: stale, mealPlan: {} } } });
    await visit.loadPending();
    store.chooseStart(addDays(FIRST_START, 1));
    expect(await store.save()).toBeNull();
    expect(calls.find((call) => call.key === 'set')!.data.checkoutPlanParams).toMatchObject({
      id: 41,
      isRenew: true,
      bag_price: 0,
      cutlery: 1,
      emirate: 2,
      slot_id: 21,
    });
  });

  it('rejects with the server refusal, and can be sent again', async () => {
    const { store } = step3({
      answers: {
        'mobile_checkout set': () => {
          throw new Error('Please select delivery slot.');
        },
      },
    });
    store.chooseStart(addDays(FIRST_START, 1));
    store.chooseEmirate(1);
    store.chooseSlot(11);
    await expect(store.save()).rejects.toThrow('Please select delivery slot.');
    expect(store.saving).toBe(false);
  });
});

describe('step 3 slot and address agree (issue 37 item 8)', () => {
  const SLOT_OUTSIDE = 'This delivery time is not available in the emirate of your address.';

  it('shows at once, on the slot, that a Dubai time is not for an Abu Dhabi address, and does not save it', async () => {
    const { store, calls } = step3({ addressEmirate: 2 });
    store.chooseStart(addDays(FIRST_START, 1));
    store.chooseEmirate(1);
    store.chooseSlot(11);
    expect(english(store.errorOf('slot_id'))).toBe(SLOT_OUTSIDE);
    expect(english(await store.save())).toBe(SLOT_OUTSIDE);
    expect(calls.filter((call) => call.key === 'set')).toEqual([]);
    store.chooseEmirate(2);
    store.chooseSlot(21);
    expect(store.errorOf('slot_id')).toBeNull();
    expect(await store.save()).toBeNull();
    expect(calls.find((call) => call.key === 'set')!.data.checkoutPlanParams).toMatchObject({ emirate: 2, slot_id: 21 });
  });

  it('compares nothing without an address on file', () => {
    const { store } = step3();
    store.chooseEmirate(1);
    store.chooseSlot(11);
    expect(store.errorOf('slot_id')).toBeNull();
  });

  it("shows the server's refusal of a field on that field until the choice changes", async () => {
    const refusal = RequestError.fromReply('setErr', {
      message: SLOT_OUTSIDE,
      messageId: 'slotEmirate.slotOutsideAddress',
      errors: { slot_id: SLOT_OUTSIDE },
      fieldMessages: { slot_id: { id: 'slotEmirate.slotOutsideAddress' } },
    });
    const { store } = step3({
      answers: {
        'mobile_checkout set': () => {
          throw refusal;
        },
      },
    });
    store.chooseStart(addDays(FIRST_START, 1));
    store.chooseEmirate(1);
    store.chooseSlot(11);
    await expect(store.save()).rejects.toBe(refusal);
    expect(store.refusalOf('slot_id')).toEqual({ message: SLOT_OUTSIDE, messageId: 'slotEmirate.slotOutsideAddress', values: undefined });
    expect(store.refusalOf('emirate')).toBeNull();
    store.chooseSlot(12);
    expect(store.refusalOf('slot_id')).toBeNull();
  });
});
