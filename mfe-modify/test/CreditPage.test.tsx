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
