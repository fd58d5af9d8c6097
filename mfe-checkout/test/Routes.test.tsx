/** @jest-environment jsdom */
/** The checkout remote's routes: an upcoming page in both languages, from the area's own catalogue. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localeStore } from '@mealplan/shared/i18n';
import CheckoutRoutes from '../src/Routes';
import ar from '../src/i18n/ar.json';
import en from '../src/i18n/en.json';
import routes from '../src/routes.json';

// A route still upcoming on this branch (the pages being built replace theirs one by one), with a concrete path.
const upcoming = routes.find((route) => 'upcoming' in route)!;
const upcomingPath = upcoming.path.replace(/\/:action\??$/, '/samemenu');
const titleId = `upcoming.${upcoming.path}.title`;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CheckoutRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => localeStore.choose('en')));

it('shows an upcoming route as a titled page under the area label', () => {
  const { container } = renderAt(upcomingPath);
  expect(screen.getByRole('heading', { name: (en as Record<string, string>)[titleId] })).toBeTruthy();
  expect(screen.getByText('Checkout')).toBeTruthy();
  expect(container.querySelector('[data-remote="checkout"]')).not.toBeNull();
});

it('shows the upcoming page in Arabic', () => {
  act(() => localeStore.choose('ar'));
  renderAt(upcomingPath);
  expect(screen.getByRole('heading', { name: (ar as Record<string, string>)[titleId] })).toBeTruthy();
});

it('answers a path it does not declare with the kit page that says Not found', () => {
  renderAt('/checkout-nothing-here');
  expect(screen.getByText('Not found')).toBeTruthy();
});
