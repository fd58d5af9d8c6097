/** @jest-environment node */
// The day editor's rules and store, once for the checkout, the wizard and /modify (issue 39 "One day editor"): the
// day states (locked, paused, skipped, editable) as fast-check properties, the same dish in two bags, unsaved edits,
// the dish panel following the chosen day, the carousel's width rule and the ingredient names' join.
import fc from 'fast-check';
import { domainCatalogues, isLockedDay, prefsOfUser, type DayMeals, type MealPlan } from '../../src/domain';
import {
  canEditDay,
  canSkipDay,
  DAY_EDIT_STATES,
  DayEditor,
  dayEditState,
  dayStateMessage,
  dishesInOtherBag,
  dishesPerPage,
  isUnsaved,
  joinIngredientNames,
  type DayEditorPlan,
} from '../../src/dayEditor/index';
import { TEST_MEAL_TYPE, testDish, testMealTypes } from '../../src/stores/testing';
import { addDays, parseIsoDate, SECONDS_PER_HOUR } from '../../src/time';

const english = domainCatalogues.en as Record<string, string>;
const { BREAKFAST, LUNCH, LUNCH_SIDE } = TEST_MEAL_TYPE;
const base = parseIsoDate('2026-11-01')!;
const moment = fc.integer({ min: 0, max: 60 * 24 }).map((hours) => base + hours * SECONDS_PER_HOUR);
const dayOffset = fc.integer({ min: -5, max: 70 });
const flags = fc.record({ paused: fc.boolean(), skipped: fc.boolean(), additional: fc.boolean() });

describe('day states', () => {
  it('a day is editable, and can be skipped, exactly when it is neither skipped, paused, additional nor locked', () => {
    fc.assert(
      fc.property(moment, dayOffset, flags, (now, offset, facts) => {
        const day = addDays(base, offset);
        const state = dayEditState({ day, now, ...facts });
        const open = !facts.paused && !facts.skipped && !facts.additional && !isLockedDay(day, now);
        expect(DAY_EDIT_STATES).toContain(state);
        expect(canEditDay(state)).toBe(open);
        expect(canSkipDay(state)).toBe(open);
      }),
    );
  });

  it('a skipped day stays skipped and a paused day paused, whatever the lock; each closed day says why', () => {
    fc.assert(
      fc.property(moment, dayOffset, flags, (now, offset, facts) => {
        const state = dayEditState({ day: addDays(base, offset), now, ...facts });
        if (facts.skipped) expect(state).toBe('skipped');
        else if (facts.paused) expect(state).toBe('paused');
        const message = dayStateMessage(state);
        expect(message === null).toBe(state === 'editable');
      }),
    );
    expect(english[dayStateMessage('paused')!]).toBe('The day is on pause');
    expect(english[dayStateMessage('locked')!]).toBe('You cannot edit or skip this day. Items are delivered or in the process of creation.');
    expect(english[dayStateMessage('additional')!]).toBe('Please contact our team to change dishes or date for the additional delivery');
  });
});

describe('bags, unsaved edits, carousel and names', () => {
  const meals = fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), fc.integer({ min: 1, max: 8 })) as fc.Arbitrary<DayMeals>;

  it('the dishes shared with the other bag are exactly the main dishes both bags hold', () => {
    fc.assert(
      fc.property(meals, meals, (mine, other) => {
        const shared = dishesInOtherBag(mine, [other]);
        const both = Object.values(mine).filter((id) => Object.values(other).includes(id));
        expect(new Set(shared)).toEqual(new Set(both));
        expect(dishesInOtherBag(mine, [])).toEqual([]);
      }),
    );
    expect(english['dish.sameDishOtherBag']).toBe('Please note, you have selected the same dish on the other bag!');
  });

  it('an edit is unsaved exactly when its meals differ, whatever the order of their keys', () => {
    fc.assert(
      fc.property(meals, (day) => {
        const reversed = Object.fromEntries(Object.entries(day).reverse());
        expect(isUnsaved(reversed, day)).toBe(false);
        expect(isUnsaved({ ...day, 99: 1 }, day)).toBe(true);
      }),
    );
  });

  it('shows 1 to 4 dish cards, more on a wider window, at most 2 beside the sides', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 810, 1400, 1800), fc.constantFrom(0, 810, 1400, 1800), fc.boolean(), (a, b, sides) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(dishesPerPage(narrow, sides)).toBeLessThanOrEqual(dishesPerPage(wide, sides));
        expect(dishesPerPage(wide, sides)).toBeLessThanOrEqual(sides ? 2 : 4);
        expect(dishesPerPage(narrow, sides)).toBeGreaterThanOrEqual(1);
      }),
    );
    // doc 2 §2.3: 3 from 1400 px, 2 with sides, 2 from 810 px, 1 below.
    expect([dishesPerPage(0, false), dishesPerPage(810, false), dishesPerPage(1400, false), dishesPerPage(1400, true)]).toEqual([1, 2, 3, 2]);
  });

  it('joins ingredient names in the page language', () => {
    const ingredients = [
      { id: 1, title: 'Peanut', title_ar: 'فول سوداني' },
      { id: 2, title: 'Onion' },
    ];
    expect(joinIngredientNames([1, 2], ingredients, 'en')).toBe('Peanut and Onion');
    expect(joinIngredientNames([1], ingredients, 'ar')).toBe('فول سوداني');
  });
});

// ---- the store ----

const DAY = 86_400;
const NOW = parseIsoDate('2026-11-25')! + 10 * SECONDS_PER_HOUR;
const dishes = [
  testDish(1),
  testDish(2),
  testDish(3, { ingredients: [100] }),
  testDish(9, { type: [BREAKFAST] }),
  testDish(30, { type: [LUNCH_SIDE] }),
];

interface Fixture {
  mealPlan: MealPlan;
  extra?: MealPlan;
  paused?: number[];
  skipped?: number[];
}

function editorOf({ mealPlan, extra = {}, paused = [], skipped = [] }: Fixture, area: 'modify' | 'checkout' = 'modify') {
  const plan: DayEditorPlan = {
    mealTypeIds: () => [BREAKFAST, LUNCH, LUNCH_SIDE],
    days: () => [...new Set([...Object.keys(mealPlan), ...Object.keys(extra), ...skipped.map(String)].map(Number))].sort((a, b) => a - b),
    savedMeals: (day, bag) => (bag === 'plan' ? mealPlan[day] : extra[day]),
    facts: (day) => ({ paused: paused.includes(day), skipped: skipped.includes(day) }),
    dishPool: (_day, type) => dishes.filter((dish) => dish.type.includes(type)),
    sidePool: (_day, side) => dishes.filter((dish) => dish.type.includes(side.id)),
  };
  return new DayEditor({
    plan,
    catalog: () => ({ dishes, mealTypes: testMealTypes, ingredients: [] }),
    prefs: () => prefsOfUser({ allergies: [100] }),
    now: () => NOW,
    area,
  });
}

describe('day editor store', () => {
  const dayAt = (offset: number) => parseIsoDate('2026-11-25')! + offset * DAY;

  it('only an editable day goes into edit; the day shown is the first one that can be changed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.func(fc.constantFrom<'open' | 'paused' | 'skipped'>('open', 'paused', 'skipped')),
        (offsets, kindOf) => {
          const days = offsets.map(dayAt);
          const paused = days.filter((day) => kindOf(day) === 'paused');
          const skipped = days.filter((day) => kindOf(day) === 'skipped');
          const mealPlan = Object.fromEntries(days.filter((day) => !skipped.includes(day)).map((day) => [day, { [BREAKFAST]: 1, [LUNCH]: 2 }]));
          const editor = editorOf({ mealPlan, paused, skipped });
          const editable = editor.days.filter((day) => editor.stateOf(day) === 'editable');
          expect(editor.activeDay).toBe(editable[0] ?? editor.days[0]);
          for (const day of editor.days) {
            const refused = editor.startEditing(day);
            const open = editable.includes(day);
            expect(refused === null).toBe(open);
            expect(editor.editing?.day === day).toBe(open);
            if (paused.includes(day)) expect(refused).toBe('day.paused');
            editor.cancelEditing();
          }
        },
      ),
    );
  });

  it('tracks unsaved changes: a change makes the edit unsaved, putting it back does not', () => {
    const day = dayAt(6);
    const editor = editorOf({ mealPlan: { [day]: { [BREAKFAST]: 1, [LUNCH]: 2 } } });
    expect(editor.startEditing(day)).toBeNull();
    expect(editor.unsaved).toBe(false);
    editor.selectEditType(BREAKFAST);
    expect(editor.chooseDish(9)).toEqual({ kind: 'applied' });
    expect(editor.unsaved).toBe(true);
    editor.apply(1);
    expect(editor.unsaved).toBe(false);
    expect(editor.chooseDish(3)).toMatchObject({ kind: 'blocked', allergens: [100] });
    expect(editor.editedLines).toEqual([
      { date: day, mealType_id: BREAKFAST, dish_id: 1 },
      { date: day, mealType_id: LUNCH, dish_id: 2 },
    ]);
  });

  it('warns when the bag in edit has a dish of the same day’s other bag', () => {
    const day = dayAt(6);
    const editor = editorOf({ mealPlan: { [day]: { [BREAKFAST]: 1, [LUNCH]: 2 } }, extra: { [day]: { [BREAKFAST]: 9 } } });
    expect(editor.bagsOf(day)).toEqual(['plan', 'additional']);
    expect(editor.stateOf(day, 'additional')).toBe('additional');
    editor.startEditing(day);
    expect(editor.editing?.bag).toBe('plan');
    expect(editor.sameDishInOtherBag).toEqual([]);
    editor.selectEditType(BREAKFAST);
    editor.chooseDish(9);
    expect(editor.sameDishInOtherBag).toEqual([9]);
  });

  it('the dish panel follows the chosen day', () => {
    const [first, second] = [dayAt(6), dayAt(7)];
    const editor = editorOf({ mealPlan: { [first]: { [BREAKFAST]: 1 }, [second]: { [BREAKFAST]: 2 } } });
    editor.showDetails(1);
    expect(editor.detailsDish?.id).toBe(1);
    editor.selectDay(second);
    expect(editor.detailsDish).toBeUndefined();
    editor.showDetails(1);
    // A dish that is not on the day shown does not show.
    expect(editor.detailsDish).toBeUndefined();
    editor.showDetails(2);
    expect(editor.detailsDish?.id).toBe(2);
  });

  it('keeps the day in edit: another day cannot be chosen until it is saved or cancelled', () => {
    const [first, second] = [dayAt(6), dayAt(7)];
    const editor = editorOf({ mealPlan: { [first]: { [BREAKFAST]: 1 }, [second]: { [BREAKFAST]: 2 } } });
    editor.startEditing(first);
    expect(editor.selectDay(second)).toBe(false);
    expect(editor.activeDay).toBe(first);
    editor.finishEditing();
    expect(editor.selectDay(second)).toBe(true);
    expect(editor.activeDay).toBe(second);
  });

  it('deselects the chosen dish on /modify only; a side slot takes the side chosen', () => {
    const day = dayAt(6);
    const modify = editorOf({ mealPlan: { [day]: { [BREAKFAST]: 1, [LUNCH]: 2, [LUNCH_SIDE]: { 1: 30 } } } });
    modify.startEditing(day);
    modify.selectEditType(BREAKFAST);
    expect(modify.chooseDish(1)).toEqual({ kind: 'removed' });
    const checkout = editorOf({ mealPlan: { [day]: { [BREAKFAST]: 1 } } }, 'checkout');
    checkout.startEditing(day);
    expect(checkout.chooseDish(1)).toEqual({ kind: 'unchanged' });
    modify.selectEditType(LUNCH);
    expect(modify.sideOptions(LUNCH).map((side) => side.id)).toEqual([30]);
    modify.chooseSide(2, 30);
    expect(modify.sideSlots(day, LUNCH).map((entry) => entry.slot)).toEqual([1, 2]);
  });
});
