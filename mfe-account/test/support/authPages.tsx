// The sign-in and sign-up pages as a customer reaches them: rendered at a path with the area's texts, the shell's
// modal and the current path on screen (the pages' stores are mocked by each test).
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ModalHost } from '@mealplan/shared/ui';
import { AccountIntl } from '../../src/i18n';
import { SignInPage } from '../../src/features/signIn/SignInPage';
import { SignUpPage } from '../../src/features/signUp/SignUpPage';

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

export function renderAt(path: string) {
  render(
    <AccountIntl>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
          <Route path="/sign-up/:ref" element={<SignUpPage />} />
        </Routes>
        <ModalHost />
        <LocationProbe />
      </MemoryRouter>
    </AccountIntl>,
  );
}

/** Types `value` into the field labelled `label`. */
export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
