/** @jest-environment jsdom */
// /my-credit (spec 3 §2, issue 37): each of the customer's coupons shows its conditions beside its code with the shared
// component: a coupon is single use, on any plan.
import { act, render, screen } from '@testing-library/react';
import { AreaIntl } from '@mealplan/shared/i18n';
import { sessionStore } from '@mealplan/shared/session';
import { kitMessages, ruleCatalogues } from '@mealplan/shared/ui';
import { CreditPage } from '../src/features/credit/CreditPage';
import { creditCatalogues } from '../src/features/credit/i18n';

it('shows a coupon’s conditions beside its code', async () => {
  act(() =>
    sessionStore.setUser({
      token: 't',
      user_id: 4,
      firstName: 'Reem',
      language: 'en',
      vouchers: [{ id: 9, code: 'NV12AB34CD', type: 'fixed', value: 5_000 }],
    }),
  );
  render(
    <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, creditCatalogues]}>
      <CreditPage />
    </AreaIntl>,
  );
  const card = (await screen.findByText('Code: NV12AB34CD')).closest('li')!;
  expect(card.querySelector('.ui-voucher-conditions')!.textContent).toBe('Conditions Single use');
});

it("tells to choose a voucher under the summaries' Coupon field, where they accept it, not as a voucher code (issue 39)", () => {
  // The summaries (checkout and wizard) take the customer's own vouchers from their 'Coupon' select; their voucher code
  // field takes the common vouchers only (doc 2 §5.3), so My Credit must not say to enter the code. (A remote may not
  // import another's catalogue: the e2e checkout journey reads the 'Coupon' label on the summary.)
  const checkoutLabel = 'Coupon';
  render(
    <AreaIntl catalogues={[kitMessages, ...ruleCatalogues, creditCatalogues]}>
      <CreditPage />
    </AreaIntl>,
  );
  for (const heading of ['Credit voucher', 'Discount voucher']) {
    const panel = screen.getByRole('heading', { name: heading }).parentElement!;
    expect(panel.textContent).toContain(`choose it under ${checkoutLabel}`);
    expect(panel.textContent).not.toMatch(/enter its code/i);
  }
});
