import {
  ADDITIONAL_DELIVERY_MESSAGE,
  dayChangeBlockReason,
  dayStatus,
  isInBuffer,
  isLockedDay,
  isPastCutoff,
  LOCKED_DAY_MESSAGE,
  PAUSED_DAY_MESSAGE,
} from '../../src/domain';
import { at, day } from './fixtures';
import { english } from './english';

const now = at('2026-11-21', 10); // Saturday 10:00 in Dubai
const mealTypes = [1, 3, 5];

describe('day status', () => {
  it('marks days before now + 48 h as past and under 3 days from today as in-buffer', () => {
    expect(isPastCutoff(day('2026-11-23'), now)).toBe(true); // 23rd 00:00 < 23rd 10:00
    expect(isPastCutoff(day('2026-11-24'), now)).toBe(false);
    expect(isInBuffer(day('2026-11-23'), now)).toBe(true);
    expect(isInBuffer(day('2026-11-24'), now)).toBe(false);
    expect(isLockedDay(day('2026-11-22'), now)).toBe(true);
    expect(isLockedDay(day('2026-11-24'), now)).toBe(false);
  });
  it('names each status', () => {
    const base = { now, mealTypes };
    expect(dayStatus({ ...base, day: day('2026-11-20') })).toBe('delivered');
    expect(dayStatus({ ...base, day: day('2026-11-22') })).toBe('past');
    expect(dayStatus({ ...base, day: day('2026-11-23'), now: at('2026-11-21', 0) })).toBe('in-buffer');
    expect(dayStatus({ ...base, day: day('2026-11-25'), meals: { 1: 10, 3: 11, 5: 12 } })).toBe('filled');
    expect(dayStatus({ ...base, day: day('2026-11-25'), meals: { 1: 10, 3: 11 } })).toBe('not-completed');
    expect(dayStatus({ ...base, day: day('2026-11-25') })).toBe('not-completed');
    expect(dayStatus({ ...base, day: day('2026-11-25'), skipped: true })).toBe('skipped');
    expect(dayStatus({ ...base, day: day('2026-11-25'), paused: true })).toBe('paused');
    expect(dayStatus({ ...base, day: day('2026-11-25'), additional: true })).toBe('additional');
  });
  it('counts side slots apart from main dishes', () => {
    expect(dayStatus({ now, mealTypes: [1, 3], day: day('2026-11-25'), meals: { 1: 10, 31: { 1: 40 } } })).toBe('not-completed');
  });
});

describe('edit and skip permission', () => {
  it('refuses locked, paused and additional-delivery days with the spec messages', () => {
    expect(dayChangeBlockReason({ now, mealTypes, day: day('2026-11-23') })).toBe(LOCKED_DAY_MESSAGE);
    expect(dayChangeBlockReason({ now, mealTypes, day: day('2026-11-26'), paused: true })).toBe(PAUSED_DAY_MESSAGE);
    expect(dayChangeBlockReason({ now, mealTypes, day: day('2026-11-26'), additional: true })).toBe(ADDITIONAL_DELIVERY_MESSAGE);
    expect(dayChangeBlockReason({ now, mealTypes, day: day('2026-11-26') })).toBeNull();
  });
  it('uses the spec text', () => {
    expect(english(LOCKED_DAY_MESSAGE)).toBe('You cannot edit or skip this day. Items are delivered or in the process of creation.');
  });
});
