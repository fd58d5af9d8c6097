import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { RequestError, sessionStore, settingsStore } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { SignInStore } from '../src/features/signIn/signInStore';
import { SignUpStore } from '../src/features/signUp/signUpStore';
import { renderAt, type } from './support/authPages';
import type { SignedInUser } from '@mealplan/shared/protocol';

/** A signed-in user as the server answers it (the protocol's shape), with the given fields. */
const signedIn = (fields: Partial<SignedInUser>): SignedInUser => ({
  user_id: 1,
  email: 'mona@example.ae',
  firstName: '',
  lastName: '',
  phone: '',
  hasPlan: false,
  renewPlan: false,
  canBeRenewed: false,
  alreadyRenewed: false,
  planEndDate: null,
  buildStep: 0,
  language: 'en',
  smsOnLogin: false,
  token: 'tok',
  ...fields,
});

// The pages' stores make the calls; each test says what they answer.
const mockedSignIn = jest.spyOn(SignInStore.prototype, 'signIn');
jest.spyOn(SignInStore.prototype, 'socialSignIn');
const mockedRegister = jest.spyOn(SignUpStore.prototype, 'register');
const mockedCheckReferral = jest.spyOn(SignUpStore.prototype, 'checkReferral');
const mockedSocialSignUp = jest.spyOn(SignUpStore.prototype, 'socialSignUp');

function fillStepOne() {
  type('First name', 'Mona');
  type('Last name', 'Haddad');
  type('WhatsApp number', '050 123 4567');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

function fillStepTwoAndSubmit() {
  type('Email', 'mona@example.com');
  type('Password', 'secret-pass');
  fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

beforeEach(() => {
  jest.resetAllMocks();
  // Settings as if already loaded from the server (load() then returns the finished promise).
  Object.assign(settingsStore, { loading: Promise.resolve() });
  runInAction(() => {
    settingsStore.entries = {
      contact_email: { value: 'team@mealplan.ae', old_value: null },
      contact_phones: { value: ['+971 4 388 6620'], old_value: null },
    };
  });
  act(() => {
    modalStore.clear();
    sessionStore.logout();
  });
});

describe('sign-up', () => {
  it('registers with the split phone numbers and the checked referer, then says to check the mail and sign in', async () => {
    const checkEmail = 'Check your email: we have sent you a link to confirm your address. Then sign in with your email and password.';
    mockedCheckReferral.mockResolvedValue(77);
    mockedRegister.mockResolvedValue({ message: checkEmail });
    renderAt('/sign-up/REF123');
    expect(screen.getByLabelText('Same number for WhatsApp')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Country code +971')).toBeTruthy();
    fillStepOne();
    await act(async () => {});
    fillStepTwoAndSubmit();
    // The same page whether or not the email was registered: the server's message and the way to sign in.
    expect((await screen.findByText(checkEmail)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(mockedCheckReferral).toHaveBeenCalledWith('REF123');
    expect(mockedRegister).toHaveBeenCalledWith(
      expect.objectContaining({ referer: 77, PC_CODE: '971', phone: '501234567', whatsUpnumber: '501234567' }),
    );
    expect(sessionStore.isSignedIn).toBe(false);
  });

  it('shows a separate phone field when the WhatsApp box is off', () => {
    renderAt('/sign-up');
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    fireEvent.click(screen.getByLabelText('Same number for WhatsApp'));
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
  });

  it('returns to step 1 for a phone error and shows it under the field', async () => {
    mockedRegister.mockRejectedValue(new RequestError('Check the form', 'setErr', {}, { whatsUpnumber: 'Please enter a valid UAE mobile number.' }));
    renderAt('/sign-up');
    fillStepOne();
    await act(async () => {});
    fillStepTwoAndSubmit();
    expect(await screen.findByText('Please enter a valid UAE mobile number.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('stays on step 2 and shows the password error as a modal when there is no email error', async () => {
    mockedRegister.mockRejectedValue(
      new RequestError('Check the form', 'setErr', {}, { password: 'The password must be at least 8 characters long.' }),
    );
    renderAt('/sign-up');
    fillStepOne();
    await act(async () => {});
    fillStepTwoAndSubmit();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it('signs a new customer up with the token the Google-type provider returned to /sign-up, then goes home', async () => {
    mockedSocialSignUp.mockResolvedValue(signedIn({ token: 'social-token', user_id: 8, firstName: 'Mona' }));
    sessionStorage.setItem('socialSignInState', 'st4te');
    renderAt('/sign-up#provider=google&token=id-token&state=st4te');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(mockedSocialSignUp).toHaveBeenCalledWith('google', 'id-token');
    expect(sessionStore.isSignedIn).toBe(true);
  });

  it('offers Facebook-type and Google-type sign-up on step 1', () => {
    renderAt('/sign-up');
    expect(screen.getByRole('button', { name: 'Sign up with Facebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
  });

  it('a bad referral link opens a modal whose closing goes to /sign-up', async () => {
    mockedCheckReferral.mockRejectedValue(new RequestError('This referral link is not valid.', 'checkRefErr'));
    renderAt('/sign-up/BAD');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This referral link is not valid.')).toBeTruthy();
    expect(screen.getByLabelText('Current path').textContent).toBe('/sign-up/BAD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Current path').textContent).toBe('/sign-up');
  });
});

describe('sign-in', () => {
  function submitCredentials() {
    type('Email', 'sara@example.com');
    type('Password', 'secret-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('switches to the SMS-code step with the server message, then signs in with the code', async () => {
    mockedSignIn.mockResolvedValueOnce({ kind: 'smsCode', message: 'We have sent a 6-digit code to your phone.' });
    mockedSignIn.mockResolvedValueOnce({ kind: 'signedIn', user: signedIn({ token: 'tok', user_id: 3 }) });
    renderAt('/sign-in');
    submitCredentials();
    expect(await screen.findByText('We have sent a 6-digit code to your phone.')).toBeTruthy();
    type('SMS code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(mockedSignIn).toHaveBeenLastCalledWith('sara@example.com', 'secret-pass', '123456');
  });

  it('goes back from the SMS-code step to email and password', async () => {
    mockedSignIn.mockResolvedValueOnce({ kind: 'smsCode', message: 'We have sent a 6-digit code to your phone.' });
    renderAt('/sign-in');
    submitCredentials();
    await screen.findByText('We have sent a 6-digit code to your phone.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('SMS code')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sara@example.com');
  });

  it('shows the banned modal with the team contacts', async () => {
    mockedSignIn.mockRejectedValue(new RequestError('Banned', 'setErr', { message: 'Banned', banned: true }));
    renderAt('/sign-in');
    submitCredentials();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your profile cannot be activated. Please contact the team by email or phone.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'team@mealplan.ae' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+971 4 388 6620' })).toBeTruthy();
  });

  it('shows field errors under the fields', async () => {
    mockedSignIn.mockRejectedValue(new RequestError('Check', 'setErr', {}, { email: 'Incorrect email or password.' }));
    renderAt('/sign-in');
    submitCredentials();
    expect(await screen.findByText('Incorrect email or password.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
