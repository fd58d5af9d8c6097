// Properties of the pause rules (doc 3 §3 "Pause", §4 "Pause", §5, §9) that the server's savePauseInfo applies as they
// are: when a pause is refused and with which message, where the days go, resuming an open pause, and the plan state of
// a plan held by an open pause.
import fc from 'fast-check';
import {
  checkPauseDate,
  deliveryDays,
  isDeliveryDay,
  isLockedDay,
  isPaused,
  isPauseDateSelectable,
  PAUSE_NOTICE_MESSAGE,
  pausePlan,
  planState,
  resumePlan,
  type DeliveryCalendar,
} from '../../src/domain';
import { addDays, addMonths, toIsoDate, today } from '../../src/time';
import { at } from './fixtures';

const BASE_NOW = at('2026-11-21', 0);
const RUNS = 1500;

const planArbitrary = fc
  .record({
    nowHours: fc.integer({ min: 0, max: 24 * 30 }),
    startOffset: fc.integer({ min: -20, max: 40 }),
    count: fc.integer({ min: 1, max: 90 }),
    excluded: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
    holidayOffsets: fc.uniqueArray(fc.integer({ min: -20, max: 200 }), { maxLength: 12 }),
    pauseOffset: fc.integer({ min: -3, max: 110 }),
    length: fc.option(fc.integer({ min: -2, max: 60 })),
  })
  .map(({ nowHours, startOffset, count, excluded, holidayOffsets, pauseOffset, length }) => {
    const now = BASE_NOW + nowHours * 3600;
    const calendar: DeliveryCalendar = {
      excludeWeekDays: excluded,
      holidays: holidayOffsets.map((offset) => toIsoDate(addDays(BASE_NOW, offset))),
    };
    const days = deliveryDays(addDays(BASE_NOW, startOffset), count, calendar);
    const startDate = addDays(today(now), pauseOffset);
    const endDate = length === null ? null : addDays(startDate, length);
    return { now, calendar, days, startDate, endDate };
  });

const sorted = (days: readonly number[]) => days.every((day, index) => index === 0 || days[index - 1]! < day);

describe('pause rule properties', () => {
  it('refuses exactly the dates the picker does not offer, with the 48-hour message for a start under 48 hours', () => {
    fc.assert(
      fc.property(planArbitrary, ({ now, calendar, days, startDate, endDate }) => {
        const result = pausePlan({ days, pause: { startDate, endDate }, calendar, now });
        const startOffered = isPauseDateSelectable(startDate, now, calendar);
        const endOffered = endDate === null || (endDate > startDate && isPauseDateSelectable(endDate, now, calendar));
        expect(result.ok).toBe(startOffered && endOffered);
        if (isLockedDay(startDate, now)) {
          expect(result).toMatchObject({ ok: false, message: PAUSE_NOTICE_MESSAGE, fallback: addDays(today(now), 3) });
          expect(checkPauseDate(startDate, now, calendar).ok).toBe(false);
        }
        if (startDate > addMonths(today(now), 3)) expect(result.ok).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the days before the start as they were and moves the rest to consecutive delivery days from the resume date', () => {
    fc.assert(
      fc.property(planArbitrary, ({ now, calendar, days, startDate, endDate }) => {
        const result = pausePlan({ days, pause: { startDate, endDate }, calendar, now });
        if (!result.ok) return;
        const before = days.filter((day) => day < startDate);
        expect(result.days.slice(0, before.length)).toEqual(before);
        const moved = result.days.slice(before.length);
        if (endDate === null) {
          expect(moved).toEqual([]);
          expect(result.heldCount).toBe(days.length - before.length);
        } else {
          expect(result.heldCount).toBe(0);
          expect(moved).toEqual(deliveryDays(endDate, days.length - before.length, calendar));
          expect(result.days).toHaveLength(days.length);
        }
        expect(sorted(result.days)).toBe(true);
        expect(result.days.every((day) => isDeliveryDay(day, calendar))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('resuming an open pause gives back every held day, from the resume date on, none inside the pause', () => {
    fc.assert(
      fc.property(planArbitrary, fc.integer({ min: 0, max: 80 }), ({ now, calendar, days, startDate }, resumeOffset) => {
        const paused = pausePlan({ days, pause: { startDate, endDate: null }, calendar, now });
        if (!paused.ok) return;
        const resumeDate = addDays(startDate, resumeOffset);
        const resumed = resumePlan({ days: paused.days, heldCount: paused.heldCount, resumeDate, calendar, now });
        if (!resumed.ok) {
          expect(isPauseDateSelectable(resumeDate, now, calendar)).toBe(false);
          return;
        }
        expect(resumed.days).toHaveLength(days.length);
        expect(resumed.days.slice(0, paused.days.length)).toEqual(paused.days);
        const back = resumed.days.slice(paused.days.length);
        expect(back.every((day) => day >= resumeDate)).toBe(true);
        expect(resumed.days.some((day) => day >= startDate && day < resumeDate)).toBe(false);
        expect(sorted(resumed.days)).toBe(true);
        expect(resumed.days.every((day) => isDeliveryDay(day, calendar))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('a pause is in force from its start until its end, for ever without an end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        (nowOffset, startOffset, length) => {
          const now = BASE_NOW + nowOffset;
          const startDate = BASE_NOW + startOffset;
          const endDate = length === null ? null : startDate + length;
          expect(isPaused({ startDate, endDate }, now)).toBe(now >= startDate && (endDate === null || now < endDate));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a paid plan held by an open pause is paused, never ended, however long ago its last planned day was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 300 }), (sinceEnd, pausedFor) => {
        const now = BASE_NOW + 10 * 3600;
        const endDate = addDays(today(now), -sinceEnd);
        const facts = {
          status: 'active' as const,
          paid: true,
          startDate: addDays(endDate, -20),
          endDate,
          renewed: false,
          pause: { startDate: addDays(today(now), -pausedFor), endDate: null },
        };
        expect(planState(facts, now)).toBe('paused');
        expect(planState({ ...facts, pause: { ...facts.pause, endDate: addDays(today(now), -1) } }, now)).toBe('ended');
        expect(planState({ ...facts, status: 'cancelled' }, now)).toBe('ended');
      }),
      { numRuns: 300 },
    );
  });
});
