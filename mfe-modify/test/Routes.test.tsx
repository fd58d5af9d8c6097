/** @jest-environment jsdom */
/** The modify remote's routes: an upcoming page in both languages, from the area's own catalogue. */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { localeStore } from '@mealplan/shared/i18n';
import ModifyRoutes from '../src/Routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ModifyRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => localeStore.choose('en')));

it('shows an upcoming route as a titled page under the area label', () => {
  const { container } = renderAt('/modify/profile');
  expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeTruthy();
  expect(screen.getByText('My plan')).toBeTruthy();
  expect(container.querySelector('[data-remote="modify"]')).not.toBeNull();
});

it('shows the upcoming page in Arabic', () => {
  act(() => localeStore.choose('ar'));
  renderAt('/modify/profile');
  expect(screen.getByRole('heading', { name: 'إعدادات الملف الشخصي' })).toBeTruthy();
});

it('answers a path it does not declare with the kit page that says Not found', () => {
  renderAt('/modify-nothing-here');
  expect(screen.getByText('Not found')).toBeTruthy();
});
