/** @jest-environment jsdom */
// A voucher's conditions beside its code (issue 37): one line in the page's language from the shared rule's notes, the
// period's days formatted in that language; OfferFields shows them once a voucher with conditions is applied.
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render, screen } from '@testing-library/react';
import { domainCatalogues, NO_VOUCHER_CONDITIONS, type VoucherConditions } from '../../src/domain';
import { intlLocale } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locale';
import { parseIsoDate } from '../../src/time';
import { OfferFields } from '../../src/ui/OfferFields';
import { VoucherConditionsText } from '../../src/ui/VoucherConditions';
import { kitCatalogues } from './intl';

const NOW = parseIsoDate('2026-11-16')! + 12 * 3600;
const ramadan: VoucherConditions = {
  ...NO_VOUCHER_CONDITIONS,
  minPlanDays: 30,
  periods: [{ firstDay: parseIsoDate('2027-02-08')!, lastDay: parseIsoDate('2027-03-09')! }],
  usesPerCustomer: 1,
};

function inLocale(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider
      locale={intlLocale(locale)}
      messages={{ ...(kitCatalogues[locale] as Record<string, string>), ...(domainCatalogues[locale] as Record<string, string>) }}
      defaultLocale="en"
    >
      {children}
    </IntlProvider>
  );
}

describe('VoucherConditionsText', () => {
  it('shows the conditions in English with the period in days of the language', () => {
    render(<VoucherConditionsText conditions={ramadan} now={NOW} />, { wrapper: inLocale('en') });
    expect(screen.getByText('Conditions').parentElement!.textContent).toBe(
      'Conditions Plans of 30 days or more · Valid from 8 Feb 2027 to 9 Mar 2027 · One use per customer',
    );
  });

  it('shows them in Arabic', () => {
    render(<VoucherConditionsText conditions={ramadan} now={NOW} />, { wrapper: inLocale('ar') });
    const line = screen.getByText('الشروط').parentElement!.textContent!;
    expect(line).toContain('للخطط التي مدتها 30 يومًا أو أكثر');
    expect(line).toContain('صالحة من 8');
    expect(line).toContain('استخدام واحد لكل عميل');
  });

  it('is shown by OfferFields beside an applied voucher that has conditions', () => {
    const props = {
      labels: { coupon: 'Coupon', noCoupon: 'No coupon', noCoupons: 'No coupons', voucher: 'Voucher code' },
      coupons: [],
      couponId: null,
      onCouponChange: jest.fn(),
      code: 'SAVE138',
      onCodeChange: jest.fn(),
      onApply: jest.fn(),
      checking: false,
    };
    const { rerender } = render(<OfferFields {...props} voucher={{ id: 3, code: 'SAVE138', type: 'fixed', value: 13_800 }} />, {
      wrapper: inLocale('en'),
    });
    expect(screen.queryByText('Conditions')).toBeNull();
    rerender(
      <OfferFields
        {...props}
        voucher={{ id: 3, code: 'SAVE138', type: 'fixed', value: 13_800, conditions: { ...NO_VOUCHER_CONDITIONS, minPlanDays: 30 } }}
      />,
    );
    expect(screen.getByText('Conditions').parentElement!.textContent).toBe('Conditions Plans of 30 days or more');
  });
});
