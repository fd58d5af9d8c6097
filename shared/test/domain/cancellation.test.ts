// The cancellation rule (doc 3 §4 "Cancel", §9 "Policies"; issue 37 item 6): the effective date after the locked days
// and N business days, the days still delivered, the unused value, the fee and the coupon or refund.
import fc from 'fast-check';
import {
  addBusinessDays,
  cancellationEffectiveDate,
  DEFAULT_CANCELLATION_POLICY,
  deliveryDays,
  firstOpenDay,
  isBusinessDay,
  isLockedDay,
  paidPlanFils,
  quoteCancellation,
  type CancellationPolicy,
  type Pause,
} from '../../src/domain';
import { addDays, toIsoDate, today, weekday } from '../../src/time';
import { at, day } from './fixtures';

const policy = DEFAULT_CANCELLATION_POLICY;

describe('cancellation rule', () => {
  // 2026-11-23 is a Monday.
  it('takes effect 3 business days after today: Monday → Thursday, Thursday → Tuesday (weekend skipped)', () => {
    expect(weekday(day('2026-11-23'))).toBe(1);
    expect(cancellationEffectiveDate(at('2026-11-23', 10), policy)).toBe(day('2026-11-26'));
    expect(cancellationEffectiveDate(at('2026-11-26', 10), policy)).toBe(day('2026-12-01'));
  });

  it('skips holidays as business days', () => {
    const withHolidays: CancellationPolicy = { ...policy, holidays: ['2026-12-01', '2026-12-02'] };
    expect(isBusinessDay(day('2026-12-01'), withHolidays)).toBe(false);
    expect(cancellationEffectiveDate(at('2026-11-26', 10), withHolidays)).toBe(day('2026-12-03'));
  });

  it('never takes effect on a locked day, even with 0 business days', () => {
    const now = at('2026-11-23', 23);
    const immediate = { ...policy, businessDays: 0 };
    expect(cancellationEffectiveDate(now, immediate)).toBe(firstOpenDay(now));
    expect(isLockedDay(addDays(firstOpenDay(now), -1), now)).toBe(true);
    expect(isLockedDay(firstOpenDay(now), now)).toBe(false);
  });

  it('quotes a 20-day paid plan cancelled on its first Monday: 3 days still delivered, 20% of 17 days kept as the fee', () => {
    const now = at('2026-11-23', 9);
    const days = deliveryDays(day('2026-11-23'), 20, { excludeWeekDays: [] });
    const quote = quoteCancellation({ days, pauses: [], daysCount: 20, paid: true, paidFils: 200_000, policy, now });
    expect(quote.effectiveDate).toBe(day('2026-11-26'));
    expect(quote.stillDelivered).toEqual([day('2026-11-23'), day('2026-11-24'), day('2026-11-25')]);
    expect(quote.lastDeliveredDay).toBe(day('2026-11-25'));
    expect(quote.cancelledDays).toHaveLength(17);
    expect(quote).toMatchObject({ unusedDays: 17, unusedValue: 170_000, feePercent: 20, fee: 34_000, value: 136_000 });
  });

  it('counts the days held by an open pause as unused; a plan with nothing left owes nothing', () => {
    const now = at('2026-11-23', 9);
    const days = deliveryDays(day('2026-11-16'), 10, { excludeWeekDays: [] });
    const open: Pause = { startDate: day('2026-11-20'), endDate: null };
    const quote = quoteCancellation({ days, pauses: [open], daysCount: 10, paid: true, paidFils: 100_000, policy, now });
    expect(quote.stillDelivered).toEqual([]);
    expect(quote).toMatchObject({ unusedDays: 6, unusedValue: 60_000, fee: 12_000, value: 48_000, lastDeliveredDay: day('2026-11-19') });
    const ended = quoteCancellation({ days: days.slice(0, 4), pauses: [], daysCount: 4, paid: true, paidFils: 40_000, policy, now });
    expect(ended).toMatchObject({ unusedDays: 0, unusedValue: 0, fee: 0, value: 0 });
  });

  it('an unpaid plan is not prepared: it ends today, nothing still delivered, no value to give back', () => {
    const now = at('2026-11-23', 9);
    const days = deliveryDays(day('2026-11-24'), 5, { excludeWeekDays: [] });
    expect(quoteCancellation({ days, pauses: [], daysCount: 5, paid: false, paidFils: 50_000, policy, now })).toMatchObject({
      effectiveDate: day('2026-11-23'),
      stillDelivered: [],
      cancelledDays: days,
      unusedDays: 5,
      unusedValue: 0,
      fee: 0,
      value: 0,
    });
  });

  it('the plan value is the amount due less the bag deposit and the delivery fee', () => {
    expect(paidPlanFils({ amountDue: 288_000, bagDeposit: 18_000, deliveryFee: 0 })).toBe(270_000);
    expect(paidPlanFils({ amountDue: 10_000, bagDeposit: 18_000, deliveryFee: 0 })).toBe(0);
  });
});

const BASE = at('2026-11-21', 0);

const caseArbitrary = fc
  .record({
    nowHours: fc.integer({ min: 0, max: 24 * 60 }),
    startOffset: fc.integer({ min: -40, max: 40 }),
    count: fc.integer({ min: 1, max: 60 }),
    extraDays: fc.integer({ min: 0, max: 3 }),
    excluded: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }),
    holidayOffsets: fc.uniqueArray(fc.integer({ min: -10, max: 120 }), { maxLength: 8 }),
    pause: fc.option(fc.record({ offset: fc.integer({ min: -30, max: 60 }), length: fc.option(fc.integer({ min: 1, max: 30 })) })),
    paidFils: fc.integer({ min: 0, max: 5_000_000 }),
    feePercent: fc.integer({ min: 0, max: 100 }),
    businessDays: fc.integer({ min: 0, max: 10 }),
    businessWeekDays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  })
  .map((input) => {
    const now = BASE + input.nowHours * 3600;
    const holidays = input.holidayOffsets.map((offset) => toIsoDate(addDays(BASE, offset)));
    const days = deliveryDays(addDays(BASE, input.startOffset), input.count + input.extraDays, { excludeWeekDays: input.excluded, holidays });
    const pauses: Pause[] = input.pause
      ? [
          {
            startDate: addDays(BASE, input.pause.offset),
            endDate: input.pause.length === null ? null : addDays(BASE, input.pause.offset + input.pause.length),
          },
        ]
      : [];
    const casePolicy: CancellationPolicy = {
      feePercent: input.feePercent,
      businessDays: input.businessDays,
      businessWeekDays: input.businessWeekDays,
      holidays,
    };
    return { now, days, pauses, daysCount: input.count, paid: true, paidFils: input.paidFils, policy: casePolicy };
  });

describe('cancellation rule properties', () => {
  it('the coupon or refund never exceeds what was paid; fee = percent of the unused value; value = unused − fee', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.boolean(), (paidInput, paid) => {
        const input = { ...paidInput, paid };
        const quote = quoteCancellation(input);
        if (!paid) expect(quote).toMatchObject({ effectiveDate: today(input.now), stillDelivered: [], value: 0, fee: 0 });
        expect(quote.value).toBeGreaterThanOrEqual(0);
        expect(quote.value).toBeLessThanOrEqual(input.paidFils);
        expect(quote.unusedValue).toBeLessThanOrEqual(input.paidFils);
        expect(quote.fee).toBe(Math.round((quote.unusedValue * input.policy.feePercent) / 100));
        expect(quote.fee + quote.value).toBe(quote.unusedValue);
        expect(quote.unusedDays).toBeLessThanOrEqual(input.daysCount);
      }),
      { numRuns: 800 },
    );
  });

  it('takes effect after every locked day and after N business days; days before it stay, days from it go', () => {
    fc.assert(
      fc.property(caseArbitrary, (input) => {
        const quote = quoteCancellation(input);
        const { effectiveDate } = quote;
        expect(isLockedDay(effectiveDate, input.now)).toBe(false);
        expect(effectiveDate).toBeGreaterThan(today(input.now));
        expect(effectiveDate).toBeGreaterThanOrEqual(addBusinessDays(today(input.now), input.policy.businessDays, input.policy));
        for (const locked of input.days.filter((d) => isLockedDay(d, input.now))) expect(quote.cancelledDays).not.toContain(locked);
        expect(quote.cancelledDays.every((d) => d >= effectiveDate)).toBe(true);
        expect(quote.stillDelivered.every((d) => d >= today(input.now) && d < effectiveDate)).toBe(true);
        expect(quote.cancelledDays.length + input.days.filter((d) => d < effectiveDate).length).toBe(input.days.length);
      }),
      { numRuns: 800 },
    );
  });

  it('a later cancellation never gives more back', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 1, max: 24 * 10 }), (input, laterHours) => {
        const earlier = quoteCancellation(input);
        const later = quoteCancellation({ ...input, now: input.now + laterHours * 3600 });
        expect(later.value).toBeLessThanOrEqual(earlier.value);
      }),
      { numRuns: 500 },
    );
  });
});
