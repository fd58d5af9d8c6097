// The server's sign-in and sign-up refusals as the pages show them (doc 1 §5): the replies are the ones the server
// sends (server/test/accounts/login.test.ts, registration.test.ts), so the browser journeys need not provoke each one.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { RequestError, sessionStore } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { SignInStore } from '../src/features/signIn/signInStore';
import { SignUpStore } from '../src/features/signUp/signUpStore';
import { renderAt, type } from './support/authPages';

const signIn = jest.spyOn(SignInStore.prototype, 'signIn');
const register = jest.spyOn(SignUpStore.prototype, 'register');

beforeEach(() => {
  jest.resetAllMocks();
  act(() => {
    modalStore.clear();
    sessionStore.logout();
  });
});

it('wrong credentials: the server message in the error dialog (a password error), and the customer stays on /sign-in', async () => {
  const { incorrectCredentials } = ACCOUNT_MESSAGES;
  signIn.mockRejectedValue(RequestError.fromReply('setErr', { message: incorrectCredentials, errors: { password: incorrectCredentials } }));
  renderAt('/sign-in');
  type('Email', 'nobody@example.com');
  type('Password', 'Wrong-Pass-1');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(within(dialog).getByText(incorrectCredentials)).toBeTruthy();
  expect(screen.getByLabelText('Current path').textContent).toBe('/sign-in');
  expect(sessionStore.isSignedIn).toBe(false);
});

it('sign-up: name and phone errors send the customer back to step 1, each under its field', async () => {
  register.mockRejectedValue(
    RequestError.fromReply('setErr', {
      message: ACCOUNT_MESSAGES.firstNameRequired,
      errors: { first_name: ACCOUNT_MESSAGES.firstNameRequired, whatsUpnumber: ACCOUNT_MESSAGES.phoneInvalid },
    }),
  );
  renderAt('/sign-up');
  type('First name', 'R');
  type('Last name', 'Tester');
  type('WhatsApp number', '12');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await act(async () => {});
  type('Email', 'rashid@example.com');
  type('Password', 'Long-enough-1');
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.phoneInvalid)).toBeTruthy();
  expect(screen.getByText(ACCOUNT_MESSAGES.firstNameRequired)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  expect(screen.getByLabelText('WhatsApp number')).toBeTruthy();
  expect(screen.getByLabelText('Current path').textContent).toBe('/sign-up');
});
