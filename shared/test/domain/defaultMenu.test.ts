import { defaultDayMeals, defaultDish, defaultMenu, renewalMenu, sameMenuFrom, type MenuSources } from '../../src/domain';
import { day, dish, noPrefs } from './fixtures';

const catalog = [dish(1), dish(2, [100]), dish(3, [200]), dish(4), dish(5), dish(6, [], 14, true), dish(7), dish(8)];
const sources: MenuSources = {
  dishes: new Map(catalog.map((d) => [d.id, d])),
  defaults: { 1: 1, 3: 2, 5: 1 },
  customPlans: {
    3: Array.from({ length: 31 }, () => [3, 6, 4, 5]),
    5: Array.from({ length: 31 }, (_, index) => (index === 24 ? [8] : [7])),
  },
};
const prefs = { allergies: [100], dislikes: [200], dishDislikes: [], eliminateGroups: [14] };
const d25 = day('2026-11-25');

describe('default dish', () => {
  it('takes the default when it fits', () => {
    expect(defaultDish({ day: d25, mealTypeId: 1, prefs, sources, usedToday: new Set() })).toBe(1);
  });
  it('replaces a conflicting default by the first acceptable custom-plan dish of that day of month', () => {
    // default 2 has an allergen; custom list: 3 disliked, 6 spicy under eliminated group 14, then 4
    expect(defaultDish({ day: d25, mealTypeId: 3, prefs, sources, usedToday: new Set() })).toBe(4);
    expect(defaultDish({ day: d25, mealTypeId: 3, prefs, sources, usedToday: new Set([4]) })).toBe(5);
  });
  it('never repeats a dish already used that day', () => {
    // type 5: default 1 already used at breakfast -> custom list for the 25th is [8]
    expect(defaultDayMeals(d25, [1, 3, 5], prefs, sources)).toEqual({ 1: 1, 3: 4, 5: 8 });
    expect(defaultDayMeals(day('2026-11-24'), [1, 3, 5], prefs, sources)).toEqual({ 1: 1, 3: 4, 5: 7 });
  });
  it('falls back to the default when nothing else fits, unless it is an allergy or used', () => {
    const sparse: MenuSources = { ...sources, customPlans: {} };
    expect(
      defaultDish({
        day: d25,
        mealTypeId: 1,
        prefs: { ...noPrefs, dislikes: [1] },
        sources: { ...sparse, dishes: new Map([[1, dish(1, [1])]]) },
        usedToday: new Set(),
      }),
    ).toBe(1);
    expect(defaultDish({ day: d25, mealTypeId: 3, prefs, sources: sparse, usedToday: new Set() })).toBeNull();
    expect(defaultDish({ day: d25, mealTypeId: 9, prefs, sources: sparse, usedToday: new Set() })).toBeNull();
  });
  it('builds a menu for every day', () => {
    const days = [day('2026-11-24'), d25];
    const menu = defaultMenu(days, [1, 5], noPrefs, sources);
    expect(Object.keys(menu).map(Number)).toEqual(days);
    expect(menu[d25]).toEqual({ 1: 1, 5: 8 });
  });
});

describe('renewal menus', () => {
  const previous = {
    [day('2026-10-25')]: { 1: 5, 3: 4 },
    [day('2026-11-25')]: { 1: 7, 3: 7 },
    [day('2026-11-26')]: { 1: 2, 3: 5 },
  };
  it('reuses the previous dishes by day of month (samemenu), checking conflicts and repeats', () => {
    expect(sameMenuFrom(previous).get(25)).toEqual({ 1: 5, 3: 4 });
    const menu = renewalMenu('samemenu', [day('2026-12-25'), day('2026-12-26')], [1, 3], prefs, sources, previous);
    expect(menu[day('2026-12-25')]).toEqual({ 1: 5, 3: 4 });
    // the 26th: dish 2 is an allergy -> default 1; lunch 5 kept
    expect(menu[day('2026-12-26')]).toEqual({ 1: 1, 3: 5 });
  });
  it('uses the defaults for defaultmenu', () => {
    const menu = renewalMenu('defaultmenu', [day('2026-12-25')], [1, 3], prefs, sources, previous);
    expect(menu[day('2026-12-25')]).toEqual({ 1: 1, 3: 4 });
  });
});
