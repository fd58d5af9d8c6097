import fc from 'fast-check';
import {
  defaultMenu,
  deliveryDays,
  isDeliveryDay,
  isDishBlocked,
  isLockedDay,
  pausePlan,
  skipDay,
  type DeliveryCalendar,
  type Dish,
  type MenuSources,
} from '../../src/domain';
import { addDays, toIsoDate } from '../../src/time';
import { at } from './fixtures';

const BASE_NOW = at('2026-11-21', 0);
const CALENDAR_RUNS = 1500;
const MENU_RUNS = 1000;

const planArbitrary = fc
  .record({
    nowHours: fc.integer({ min: 0, max: 24 * 30 }),
    startOffset: fc.integer({ min: -20, max: 40 }),
    count: fc.integer({ min: 1, max: 90 }),
    excluded: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
    holidayOffsets: fc.uniqueArray(fc.integer({ min: -20, max: 200 }), { maxLength: 12 }),
  })
  .map(({ nowHours, startOffset, count, excluded, holidayOffsets }) => {
    const now = BASE_NOW + nowHours * 3600;
    const calendar: DeliveryCalendar = {
      excludeWeekDays: excluded,
      holidays: holidayOffsets.map((offset) => toIsoDate(addDays(BASE_NOW, offset))),
    };
    const days = deliveryDays(addDays(BASE_NOW, startOffset), count, calendar);
    return { now, calendar, days };
  });

function expectDeliveryDaysOnly(days: readonly number[], calendar: DeliveryCalendar) {
  expect(days.every((day) => isDeliveryDay(day, calendar))).toBe(true);
  expect(new Set(days).size).toBe(days.length);
}

function expectLockedDaysKept(before: readonly number[], after: readonly number[], now: number) {
  const locked = before.filter((day) => isLockedDay(day, now));
  expect(after.filter((day) => isLockedDay(day, now))).toEqual(locked);
}

describe('calendar properties', () => {
  it('skipping keeps the day count, lands on delivery days and never touches a locked day', () => {
    fc.assert(
      fc.property(planArbitrary, fc.nat(), ({ now, calendar, days }, pick) => {
        const skipDate = days[pick % days.length]!;
        const result = skipDay({ days, skipDate, calendar, now });
        if (!result.ok) {
          expect(isLockedDay(skipDate, now)).toBe(true);
          return;
        }
        expect(result.days).toHaveLength(days.length);
        expect(result.days).not.toContain(skipDate);
        expect(result.newDate).toBeGreaterThan(Math.max(...days));
        expectDeliveryDaysOnly(result.days, calendar);
        expectLockedDaysKept(days, result.days, now);
      }),
      { numRuns: CALENDAR_RUNS },
    );
  });

  it('pausing keeps the day count (held days included), lands on delivery days and never moves a locked day', () => {
    fc.assert(
      fc.property(
        planArbitrary,
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 1, max: 60 })),
        ({ now, calendar, days }, startOffset, length) => {
          const startDate = addDays(BASE_NOW, startOffset);
          const endDate = length === null ? null : addDays(startDate, length);
          const result = pausePlan({ days, pause: { startDate, endDate }, calendar, now });
          if (!result.ok) return;
          expect(result.days.length + result.heldCount).toBe(days.length);
          expectDeliveryDaysOnly(result.days, calendar);
          expectLockedDaysKept(days, result.days, now);
          expect(result.days.some((day) => day >= startDate && endDate !== null && day < endDate)).toBe(false);
        },
      ),
      { numRuns: CALENDAR_RUNS },
    );
  });
});

const dishArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    ingredients: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
    group: fc.integer({ min: 1, max: 15 }),
    spicy: fc.boolean(),
  });

const menuArbitrary = fc.integer({ min: 5, max: 40 }).chain((size) =>
  fc.record({
    catalog: fc.tuple(...Array.from({ length: size }, (_, index) => dishArbitrary(index + 1))),
    defaults: fc.array(fc.integer({ min: 1, max: size }), { minLength: 5, maxLength: 5 }),
    custom: fc.array(fc.array(fc.integer({ min: 1, max: size }), { maxLength: 6 }), { minLength: 31, maxLength: 31 }),
    allergies: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }),
    dislikes: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 6 }),
    dishDislikes: fc.uniqueArray(fc.integer({ min: 1, max: size }), { maxLength: 6 }),
    eliminateGroups: fc.uniqueArray(fc.integer({ min: 1, max: 15 }), { maxLength: 3 }),
    dayCount: fc.integer({ min: 1, max: 31 }),
  }),
);

describe('default menu property', () => {
  it('never contains a blocked dish or the same dish twice on a day', () => {
    const mealTypes = [1, 2, 3, 4, 5];
    fc.assert(
      fc.property(menuArbitrary, ({ catalog, defaults, custom, dayCount, ...prefs }) => {
        const dishes = new Map<number, Dish>(catalog.map((dish) => [dish.id, dish]));
        const sources: MenuSources = {
          dishes,
          defaults: Object.fromEntries(mealTypes.map((type, index) => [type, defaults[index]!])),
          customPlans: Object.fromEntries(mealTypes.map((type) => [type, custom])),
        };
        const days = Array.from({ length: dayCount }, (_, index) => addDays(BASE_NOW, index));
        const menu = defaultMenu(days, mealTypes, prefs, sources);
        for (const meals of Object.values(menu)) {
          const chosen = Object.values(meals) as number[];
          expect(new Set(chosen).size).toBe(chosen.length);
          expect(chosen.some((id) => isDishBlocked(dishes.get(id)!, prefs))).toBe(false);
        }
      }),
      { numRuns: MENU_RUNS },
    );
  });
});
