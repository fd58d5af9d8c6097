import { IntlMessageFormat } from 'intl-messageformat';
import {
  COUPON_CONDITIONS,
  domainCatalogues,
  NO_VOUCHER_CONDITIONS,
  VOUCHER_CONDITION_TEXT,
  VOUCHER_CONDITIONS_LABEL,
  voucherConditionNotes,
  voucherRefusal,
  type VoucherConditions,
  type VoucherUse,
} from '../../src/domain';
import { parseIsoDate } from '../../src/time';
import { english } from './english';

const day = (iso: string) => parseIsoDate(iso)!;
/** Noon in Dubai on that day (unix seconds). */
const noon = (iso: string) => day(iso) + 12 * 3600;
const FRESH: VoucherUse = { planDays: 20, customerOrders: 0, customerUses: 0, totalUses: 0 };
const conditions = (changes: Partial<VoucherConditions>): VoucherConditions => ({ ...NO_VOUCHER_CONDITIONS, ...changes });
const arabic = (shown: { id: string; values?: Record<string, string | number> }) =>
  String(new IntlMessageFormat(domainCatalogues.ar[shown.id] as string, 'ar').format(shown.values));

describe('voucherRefusal', () => {
  const now = noon('2026-11-29');

  it('accepts a voucher that asks nothing', () => {
    expect(voucherRefusal(NO_VOUCHER_CONDITIONS, FRESH, now)).toBeNull();
  });

  it('refuses a plan shorter than the minimum and names the minimum (en, ar)', () => {
    const refusal = voucherRefusal(conditions({ minPlanDays: 30 }), { ...FRESH, planDays: 5 }, now)!;
    expect(english(refusal)).toBe('This voucher is for plans of 30 days or more');
    expect(arabic(refusal)).toBe('هذه القسيمة للخطط التي مدتها 30 يومًا أو أكثر');
    expect(voucherRefusal(conditions({ minPlanDays: 30 }), { ...FRESH, planDays: 30 }, now)).toBeNull();
    // The plan is not chosen yet (the wizard before its plan step): checked again when it is.
    expect(voucherRefusal(conditions({ minPlanDays: 30 }), { ...FRESH, planDays: null }, now)).toBeNull();
  });

  it('is valid on the first and the last day of a period, in Dubai days', () => {
    const ramadan = conditions({
      periods: [
        { firstDay: day('2028-01-28'), lastDay: day('2028-02-26') },
        { firstDay: day('2027-02-08'), lastDay: day('2027-03-09') },
      ],
    });
    expect(voucherRefusal(ramadan, FRESH, day('2027-02-08'))).toBeNull();
    expect(voucherRefusal(ramadan, FRESH, day('2027-03-09') + 86_399)).toBeNull();
    expect(voucherRefusal(ramadan, FRESH, noon('2028-02-01'))).toBeNull();
    // 23:59 on the day before in Dubai is 19:59 UTC: still before the period.
    const before = voucherRefusal(ramadan, FRESH, day('2027-02-08') - 1)!;
    expect(english(before)).toBe('This voucher is valid from 2027-02-08 to 2027-03-09');
    expect(arabic(before)).toBe('هذه القسيمة صالحة من 2027-02-08 إلى 2027-03-09');
    // Between two periods: the next one is named.
    expect(english(voucherRefusal(ramadan, FRESH, noon('2027-11-01')))).toBe('This voucher is valid from 2028-01-28 to 2028-02-26');
  });

  it('refuses when every period is over (en, ar)', () => {
    const past = conditions({ periods: [{ firstDay: day('2026-02-18'), lastDay: day('2026-03-19') }] });
    const refusal = voucherRefusal(past, FRESH, now)!;
    expect(english(refusal)).toBe('This voucher has expired');
    expect(arabic(refusal)).toBe('انتهت صلاحية هذه القسيمة');
  });

  it('refuses a first-order voucher to a customer with an order (en, ar)', () => {
    const refusal = voucherRefusal(conditions({ firstOrderOnly: true }), { ...FRESH, customerOrders: 1 }, now)!;
    expect(english(refusal)).toBe('This voucher is for your first order only');
    expect(arabic(refusal)).toBe('هذه القسيمة لطلبك الأول فقط');
    expect(voucherRefusal(conditions({ firstOrderOnly: true }), FRESH, now)).toBeNull();
  });

  it('counts the uses of one customer (en, ar, with plural forms)', () => {
    const once = voucherRefusal(conditions({ usesPerCustomer: 1 }), { ...FRESH, customerUses: 1 }, now)!;
    expect(english(once)).toBe('You have already used this voucher code.');
    expect(arabic(once)).toBe('لقد استخدمت رمز القسيمة هذا من قبل.');
    const three = voucherRefusal(conditions({ usesPerCustomer: 3 }), { ...FRESH, customerUses: 3 }, now)!;
    expect(english(three)).toBe('You have already used this voucher code 3 times, as often as it allows.');
    expect(arabic(three)).toBe('لقد استخدمت رمز القسيمة هذا 3 مرات، وهو الحد المسموح.');
    expect(voucherRefusal(conditions({ usesPerCustomer: 3 }), { ...FRESH, customerUses: 2 }, now)).toBeNull();
    // The customer's own use is named before the other conditions (a first-order voucher they used themselves).
    const used = voucherRefusal(conditions({ usesPerCustomer: 1, firstOrderOnly: true }), { ...FRESH, customerOrders: 1, customerUses: 1 }, now)!;
    expect(english(used)).toBe('You have already used this voucher code.');
  });

  it('counts the uses of all customers (en, ar)', () => {
    const refusal = voucherRefusal(conditions({ totalUses: 100 }), { ...FRESH, totalUses: 100 }, now)!;
    expect(english(refusal)).toBe('This voucher has been used up');
    expect(arabic(refusal)).toBe('نفدت استخدامات هذه القسيمة');
    expect(voucherRefusal(conditions({ totalUses: 100 }), { ...FRESH, totalUses: 99 }, now)).toBeNull();
  });
});

describe('voucherConditionNotes', () => {
  const now = noon('2026-11-29');
  const text = (note: ReturnType<typeof voucherConditionNotes>[number], locale: 'en' | 'ar') => {
    const values = note.kind === 'period' ? { from: 'F', to: 'T' } : note;
    return String(new IntlMessageFormat(domainCatalogues[locale][VOUCHER_CONDITION_TEXT[note.kind]] as string, locale).format(values));
  };

  it('shows every condition in the order the rule checks them (en, ar)', () => {
    const notes = voucherConditionNotes(
      {
        minPlanDays: 30,
        periods: [{ firstDay: day('2027-02-08'), lastDay: day('2027-03-09') }],
        firstOrderOnly: true,
        usesPerCustomer: 1,
        totalUses: 500,
      },
      now,
    );
    expect(notes).toEqual([
      { kind: 'minDays', days: 30 },
      { kind: 'period', firstDay: day('2027-02-08'), lastDay: day('2027-03-09') },
      { kind: 'firstOrder' },
      { kind: 'perCustomer', count: 1 },
      { kind: 'totalUses', count: 500 },
    ]);
    expect(notes.map((note) => text(note, 'en'))).toEqual([
      'Plans of 30 days or more',
      'Valid from F to T',
      'First order only',
      'One use per customer',
      'Limited to 500 uses',
    ]);
    expect(notes.map((note) => text(note, 'ar'))).toEqual([
      'للخطط التي مدتها 30 يومًا أو أكثر',
      'صالحة من F إلى T',
      'للطلب الأول فقط',
      'استخدام واحد لكل عميل',
      '500 استخدام فقط',
    ]);
  });

  it('shows a voucher that asks nothing as any plan, a coupon as single use, a past period as expired (en, ar)', () => {
    expect(voucherConditionNotes(NO_VOUCHER_CONDITIONS, now).map((note) => text(note, 'en'))).toEqual(['Any plan, any day']);
    expect(voucherConditionNotes(NO_VOUCHER_CONDITIONS, now).map((note) => text(note, 'ar'))).toEqual(['أي خطة، في أي يوم']);
    expect(voucherConditionNotes(COUPON_CONDITIONS, now).map((note) => text(note, 'en'))).toEqual(['Single use']);
    expect(voucherConditionNotes(COUPON_CONDITIONS, now).map((note) => text(note, 'ar'))).toEqual(['استخدام واحد فقط']);
    const past = voucherConditionNotes(conditions({ periods: [{ firstDay: day('2026-02-18'), lastDay: day('2026-03-19') }] }), now);
    expect(past.map((note) => text(note, 'en'))).toEqual(['Expired']);
    expect(past.map((note) => text(note, 'ar'))).toEqual(['منتهية الصلاحية']);
    expect(domainCatalogues.en[VOUCHER_CONDITIONS_LABEL]).toBe('Conditions');
    expect(domainCatalogues.ar[VOUCHER_CONDITIONS_LABEL]).toBe('الشروط');
  });
});
