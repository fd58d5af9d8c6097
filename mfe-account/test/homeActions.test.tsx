// The four Home buttons as each customer sees them (spec 1 §2 Home): which are enabled and where they lead.
// The rule itself is homeButtons.test.ts; this checks the page applies it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { sessionStore } from '@mealplan/shared/session';
import { AccountIntl } from '../src/i18n';
import { HomeActions } from '../src/features/home/HomeActions';

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderHome() {
  render(
    <AccountIntl>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<HomeActions />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AccountIntl>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const currentPath = () => screen.getByLabelText('Current path').textContent;

function signInAs(plan: { hasPlan: boolean; renewPlan?: boolean; canBeRenewed?: boolean }) {
  act(() => sessionStore.setUser({ user_id: 9, token: 'token-9', firstName: 'Sara', renewPlan: false, canBeRenewed: false, ...plan }));
}

afterEach(() => act(() => sessionStore.logout()));

it('offers a guest the plan request and Contact team, with menu and address changes disabled', () => {
  renderHome();
  expect(button('Build my meal plan').disabled).toBe(false);
  expect(button('Contact team').disabled).toBe(false);
  expect(button('View / Modify my menu').disabled).toBe(true);
  expect(button('Change delivery address').disabled).toBe(true);
});

it('lets a signed-in customer without a plan build one, but not modify a menu or an address', () => {
  signInAs({ hasPlan: false });
  renderHome();
  expect(button('Build my meal plan').disabled).toBe(false);
  expect(button('View / Modify my menu').disabled).toBe(true);
  expect(button('Change delivery address').disabled).toBe(true);
});

it('sends a customer with a plan to /modify for the menu', () => {
  signInAs({ hasPlan: true });
  renderHome();
  expect(button('Build my meal plan').disabled).toBe(true);
  fireEvent.click(button('View / Modify my menu'));
  expect(currentPath()).toBe('/modify');
});

it('sends a customer with a plan to /modify/address for the delivery address', () => {
  signInAs({ hasPlan: true });
  renderHome();
  fireEvent.click(button('Change delivery address'));
  expect(currentPath()).toBe('/modify/address');
});

it('offers a renewable plan its renewal instead of a new build', () => {
  signInAs({ hasPlan: true, renewPlan: true, canBeRenewed: true });
  renderHome();
  expect(button('Renew meal plan').disabled).toBe(false);
  expect(screen.queryByRole('button', { name: 'Build my meal plan' })).toBeNull();
});
