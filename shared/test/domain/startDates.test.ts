import {
  adjustStartDate,
  checkoutStartRange,
  daysLeft,
  earliestStart,
  isStartSelectable,
  renewalDays,
  renewalStart,
  renewedPlanParams,
  showHeaderRenewLink,
  showRenewalBanner,
  startAfterPayment,
} from '../../src/domain';
import { toIsoDate } from '../../src/time';
import { at, day } from './fixtures';

const now = at('2026-11-21', 10);
const noFriSat = { excludeWeekDays: [5, 6] };

describe('start dates', () => {
  it('starts a new plan 3 days from today and a renewal 1 day after the previous end', () => {
    expect(toIsoDate(earliestStart(now))).toBe('2026-11-24');
    expect(toIsoDate(earliestStart(now, day('2026-12-10')))).toBe('2026-12-11');
    expect(isStartSelectable(day('2026-11-23'), now, noFriSat)).toBe(false);
    expect(isStartSelectable(day('2026-11-24'), now, noFriSat)).toBe(true);
    expect(isStartSelectable(day('2026-11-27'), now, noFriSat)).toBe(false);
  });
  it('limits checkout starts to 3 days .. 3 months ahead, after an existing plan', () => {
    const range = checkoutStartRange(now);
    expect(toIsoDate(range.min)).toBe('2026-11-24');
    expect(toIsoDate(range.max)).toBe('2027-02-21');
    expect(toIsoDate(checkoutStartRange(now, day('2026-12-01')).min)).toBe('2026-12-02');
  });
  it('moves a chosen skipped weekday forward and starts 2 days after payment', () => {
    expect(toIsoDate(adjustStartDate(day('2026-11-27'), noFriSat))).toBe('2026-11-29');
    expect(toIsoDate(startAfterPayment(day('2026-11-22'), at('2026-11-23', 15), noFriSat))).toBe('2026-11-25');
    expect(toIsoDate(startAfterPayment(day('2026-12-01'), at('2026-11-23', 15), noFriSat))).toBe('2026-12-01');
  });
});

describe('renewal', () => {
  it('starts on the first allowed weekday after the old end and counts days_count delivery days', () => {
    // old end Thursday 2026-12-03; Fri and Sat excluded
    expect(toIsoDate(renewalStart(day('2026-12-03'), noFriSat))).toBe('2026-12-06');
    const days = renewalDays(day('2026-12-03'), 6, noFriSat);
    expect(days.map(toIsoDate)).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-13']);
  });
  it('copies the plan without id, status and payment fields', () => {
    const copy = renewedPlanParams({
      id: 7,
      checkout_id: 3,
      status: 'paid',
      payment_method_id: 2,
      payment_data: {},
      detailedPrices: [],
      diet: 30,
      mealType: [1, 3],
      days_count: 20,
      exclude_week_day: [5, 6],
      end_date: 1,
    });
    expect(copy).toEqual({ diet: 30, mealType: [1, 3], days_count: 20, exclude_week_day: [5, 6], end_date: 1 });
  });
  it('shows the banner with 5 or fewer days left, not renewed, not paused, renew_status not 1', () => {
    const base = { hasPlan: true, alreadyRenewed: false, paused: false, renewStatus: 0, now };
    expect(daysLeft(day('2026-11-26'), now)).toBe(5);
    expect(showRenewalBanner({ ...base, end: day('2026-11-26') })).toBe(true);
    expect(showRenewalBanner({ ...base, end: day('2026-11-27') })).toBe(false);
    expect(showRenewalBanner({ ...base, end: day('2026-11-26'), paused: true })).toBe(false);
    expect(showRenewalBanner({ ...base, end: day('2026-11-26'), renewStatus: 1 })).toBe(false);
    expect(showRenewalBanner({ ...base, end: day('2026-11-26'), alreadyRenewed: true })).toBe(false);
    expect(showRenewalBanner({ ...base, end: day('2026-11-26'), hasPlan: false })).toBe(false);
    expect(showHeaderRenewLink(day('2026-12-07'), now)).toBe(true);
    expect(showHeaderRenewLink(day('2026-12-08'), now)).toBe(false);
  });
});
