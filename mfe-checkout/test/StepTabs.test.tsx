/** @jest-environment jsdom */
// The step tabs (only earlier steps are links, the current one marked) and the guard's redirects on a page.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AreaIntl, localeStore } from '@mealplan/shared/i18n';
import { kitMessages } from '@mealplan/shared/ui';
import { CheckoutGuard, CheckoutVisitProvider } from '../src/common/CheckoutVisit';
import { StepTabs } from '../src/common/StepTabs';
import { checkoutCatalogues } from '../src/i18n';
import { visitWith } from './support/visit';

afterEach(() => act(() => localeStore.choose('en')));

function renderAt(path: string, element: React.ReactNode, visit = visitWith().visit) {
  return render(
    <AreaIntl catalogues={[kitMessages, checkoutCatalogues]}>
      <CheckoutVisitProvider store={visit}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/checkout" element={<p>Step 1 page</p>} />
            <Route path="/checkout/meal-types-and-days" element={element} />
            <Route path="/checkout/delivery-dates" element={element} />
            <Route path="/checkout/menus" element={<p>Menus page</p>} />
          </Routes>
        </MemoryRouter>
      </CheckoutVisitProvider>
    </AreaIntl>,
  );
}

describe('step tabs', () => {
  it('links the earlier steps only, and marks the current one', () => {
    renderAt('/checkout/delivery-dates', <StepTabs step={3} />);
    const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1Preference', '/checkout'],
      ['2Diet Type & Meals', '/checkout/meal-types-and-days'],
    ]);
    const current = nav.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('3Start Date & Delivery Time');
    expect(screen.getByText('Menu').closest('a')).toBeNull();
    expect(screen.getByText('Summary').closest('a')).toBeNull();
  });

  it('brings the current step into view once, and leaves the step cleanly when the browser answers with a promise', () => {
    const scroll = jest.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    try {
      const { rerender, unmount } = renderAt('/checkout/meal-types-and-days', <StepTabs step={2} />);
      rerender(
        <AreaIntl catalogues={[kitMessages, checkoutCatalogues]}>
          <MemoryRouter initialEntries={['/checkout/meal-types-and-days']}>
            <StepTabs step={2} />
          </MemoryRouter>
        </AreaIntl>,
      );
      expect(() => unmount()).not.toThrow();
      expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center' });
    } finally {
      delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('names the steps in Arabic', async () => {
    act(() => localeStore.choose('ar'));
    renderAt('/checkout/meal-types-and-days', <StepTabs step={2} />);
    // The kit's Arabic loads when first needed.
    expect(await screen.findByRole('link', { name: /التفضيلات/ })).toBeTruthy();
  });
});

describe('the guard on a page', () => {
  it('sends step 3 without a diet to /checkout once the saved plan is known', async () => {
    renderAt('/checkout/delivery-dates', <CheckoutGuard step={3}>Step 3 page</CheckoutGuard>);
    expect(await screen.findByText('Step 1 page')).toBeTruthy();
  });

  it('opens step 2, and sends it to the menus when a plan is saved', async () => {
    renderAt('/checkout/meal-types-and-days', <CheckoutGuard step={2}>Step 2 page</CheckoutGuard>);
    expect(await screen.findByText('Step 2 page')).toBeTruthy();

    const planParams = {
      id: 5,
      diet_id: 30,
      days_count: 5,
      mealTypes: [1],
      exclude_week_day: [],
      cutlery: 0,
      bag_price: 18000,
      start_date: 4_102_444_800,
      end_date: 4_102_876_800,
      isRenew: false,
      mealPlan_id: 5,
      emirate: 1,
      slot_id: 1,
      price: 1,
    };
    const saved = visitWith({ 'mobile_checkout getPending': { planParams, mealPlan: {} } }).visit;
    renderAt('/checkout/meal-types-and-days', <CheckoutGuard step={2}>Step 2 page again</CheckoutGuard>, saved);
    expect(await screen.findByText('Menus page')).toBeTruthy();
  });

  it('offers to try again when the saved plan cannot be read', async () => {
    const failing = visitWith(() => {
      throw new Error('offline');
    }).visit;
    renderAt('/checkout/meal-types-and-days', <CheckoutGuard step={2}>Step 2 page</CheckoutGuard>, failing);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
