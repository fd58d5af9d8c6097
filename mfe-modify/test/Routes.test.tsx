/** @jest-environment jsdom */
/** The modify remote's routes: a path it does not declare answers the kit's Not found page, in both languages. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

it('answers a path it does not declare with the kit page that says Not found', () => {
  renderAt('/modify-nothing-here');
  expect(screen.getByText('Not found')).toBeTruthy();
});

it('answers an undeclared path under /modify with Not found in Arabic too', async () => {
  act(() => localeStore.choose('ar'));
  const { container } = renderAt('/modify/nothing-here');
  // The kit's and the rules' Arabic load when first needed.
  await waitFor(() => expect(container.querySelector('[data-remote="modify"]')).not.toBeNull());
  expect(screen.queryByText('Not found')).toBeNull();
  expect(container.textContent).not.toBe('');
});
