/** @jest-environment jsdom */
/** The checkout remote's routes: an upcoming page in both languages, from the area's own catalogue. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localeStore } from '@mealplan/shared/i18n';
import CheckoutRoutes from '../src/Routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CheckoutRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => localeStore.choose('en')));

it('shows an upcoming route as a titled page under the area label', () => {
  const { container } = renderAt('/checkout/menus');
  expect(screen.getByRole('heading', { name: 'Menu' })).toBeTruthy();
  expect(screen.getByText('Checkout')).toBeTruthy();
  expect(container.querySelector('[data-remote="checkout"]')).not.toBeNull();
});

it('shows the upcoming page in Arabic', () => {
  act(() => localeStore.choose('ar'));
  renderAt('/checkout/menus');
  expect(screen.getByRole('heading', { name: 'القائمة' })).toBeTruthy();
});

it('answers a path it does not declare with the kit page that says Not found', () => {
  renderAt('/checkout-nothing-here');
  expect(screen.getByText('Not found')).toBeTruthy();
});
