// Property tests of the day rules /modify and the server share (doc 3 §4 "Day editing", "Skip", §9): the lock, its
// deadline, the block reasons, and the skip (the day leaves, one delivery day joins after the end, never a taken day).
import fc from 'fast-check';
import {
  ADDITIONAL_DELIVERY_MESSAGE,
  changeDeadline,
  dayChangeBlockReason,
  dayStatus,
  deliveryDays,
  isDeliveryDay,
  isLockedDay,
  LOCKED_DAY_MESSAGE,
  PAUSED_DAY_MESSAGE,
  skipDay,
} from '../../src/domain';
import { addDays, SECONDS_PER_HOUR, today } from '../../src/time';
import { day } from './fixtures';

const base = day('2026-11-01');
const moment = fc.integer({ min: 0, max: 120 * 24 }).map((hours) => base + hours * SECONDS_PER_HOUR + 17 * 60);
const dayOffset = fc.integer({ min: -10, max: 130 });
const calendarArb = fc.record({
  excludeWeekDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
  holidays: fc.constant(['2026-12-02', '2026-12-03', '2027-01-01']),
});

describe('day lock (48 hours and the 3-day buffer)', () => {
  it('a day is locked exactly from its change deadline on', () => {
    fc.assert(
      fc.property(moment, dayOffset, (now, offset) => {
        const target = addDays(base, offset);
        expect(isLockedDay(target, now)).toBe(now >= changeDeadline(target));
      }),
    );
  });

  it('days already delivered, within 48 hours or under 3 days away are locked; the status never calls a locked day editable', () => {
    fc.assert(
      fc.property(moment, dayOffset, (now, offset) => {
        const target = addDays(base, offset);
        const status = dayStatus({ day: target, now, mealTypes: [1], meals: { 1: 5 } });
        if (target < addDays(today(now), 3) || target < now + 48 * SECONDS_PER_HOUR) expect(isLockedDay(target, now)).toBe(true);
        expect(['filled', 'not-completed'].includes(status)).toBe(!isLockedDay(target, now));
      }),
    );
  });

  it('a paused day answers the pause, an additional delivery the team message, before the lock', () => {
    fc.assert(
      fc.property(moment, dayOffset, fc.boolean(), fc.boolean(), (now, offset, paused, additional) => {
        const target = addDays(base, offset);
        const reason = dayChangeBlockReason({ day: target, now, mealTypes: [], paused, additional });
        const expected = paused
          ? PAUSED_DAY_MESSAGE
          : additional
            ? ADDITIONAL_DELIVERY_MESSAGE
            : isLockedDay(target, now)
              ? LOCKED_DAY_MESSAGE
              : null;
        expect(reason).toBe(expected);
      }),
    );
  });
});

describe('skip', () => {
  it('removes the day, adds one delivery day after the end that no other day of the order holds, and keeps the count', () => {
    fc.assert(
      fc.property(
        calendarArb,
        fc.integer({ min: 5, max: 40 }),
        fc.integer({ min: 0, max: 39 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }),
        (calendar, count, pick, takenOffsets) => {
          const now = day('2026-11-21') + 10 * SECONDS_PER_HOUR;
          const days = deliveryDays(day('2026-11-24'), count, calendar);
          const skipDate = days[pick % days.length]!;
          const end = days.at(-1)!;
          const taken = takenOffsets.map((offset) => addDays(end, offset));
          const result = skipDay({ days, skipDate, calendar, now, taken });
          if (!result.ok) throw new Error(result.message);
          expect(result.days).toHaveLength(days.length);
          expect(result.days).not.toContain(skipDate);
          expect(result.days.at(-1)).toBe(result.newDate);
          expect(result.newDate).toBeGreaterThan(end);
          expect(isDeliveryDay(result.newDate, calendar)).toBe(true);
          expect(taken).not.toContain(result.newDate);
          // The first free delivery day after the end: every delivery day between is taken.
          for (let candidate = addDays(end, 1); candidate < result.newDate; candidate = addDays(candidate, 1)) {
            expect(!isDeliveryDay(candidate, calendar) || taken.includes(candidate)).toBe(true);
          }
        },
      ),
    );
  });

  it('refuses a locked, paused or additional day, and a day not in the plan, with the rule’s message', () => {
    fc.assert(
      fc.property(moment, fc.boolean(), fc.boolean(), (now, paused, additional) => {
        const calendar = { excludeWeekDays: [5], holidays: [] };
        const days = deliveryDays(day('2026-11-03'), 20, calendar);
        for (const skipDate of days) {
          const result = skipDay({ days, skipDate, calendar, now, paused, additional });
          const reason = dayChangeBlockReason({ day: skipDate, now, mealTypes: [], paused, additional });
          expect(result.ok ? null : result.message).toBe(reason);
        }
        const outside = skipDay({ days, skipDate: addDays(days.at(-1)!, 40), calendar, now });
        expect(outside.ok).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
