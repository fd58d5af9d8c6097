import fc from 'fast-check';
import { editDeadline, isLockedDay } from '../../src/domain';
import { addDays } from '../../src/time';
import { at, day } from './fixtures';

describe('edit deadline', () => {
  it('is 48 hours before the day starts (Dubai has no clock change)', () => {
    expect(editDeadline(day('2026-11-25'))).toBe(at('2026-11-23', 0));
  });

  it('is the first instant the day is locked: editable one second before, locked from it on', () => {
    const days = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays(day('2026-01-01'), offset));
    fc.assert(
      fc.property(days, fc.integer({ min: 1, max: 10 * 86_400 }), (planDay, gap) => {
        const deadline = editDeadline(planDay);
        expect(isLockedDay(planDay, deadline - 1)).toBe(false);
        expect(isLockedDay(planDay, deadline)).toBe(true);
        expect(isLockedDay(planDay, deadline + gap)).toBe(true);
        expect(isLockedDay(planDay, deadline - gap)).toBe(false);
      }),
    );
  });
});
