/** @jest-environment jsdom */
/** The checkout remote's routes: every declared route is a page of this area, and an undeclared path is Not found. */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import CheckoutRoutes from '../src/Routes';
import routes from '../src/routes.json';

it('declares a page for every route it publishes (none is left as an upcoming placeholder)', () => {
  const named = routes.filter((route) => !route.path.endsWith('/*'));
  expect(named.map((route) => route.path)).toEqual([
    '/checkout',
    '/checkout/meal-types-and-days',
    '/checkout/delivery-dates',
    '/checkout/menus',
    '/checkout/summary',
    '/checkout/success/:action',
    '/checkout/thankyou',
    '/renewplan/:action?',
  ]);
  for (const route of named) expect(route).toHaveProperty('page');
});

it('answers a path it does not declare with the kit page that says Not found', () => {
  const { container } = render(
    <MemoryRouter initialEntries={['/checkout-nothing-here']}>
      <CheckoutRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByText('Not found')).toBeTruthy();
  expect(container.querySelector('[data-remote="checkout"]')).not.toBeNull();
});
