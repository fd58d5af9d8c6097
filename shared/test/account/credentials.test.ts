import {
  ACCOUNT_MESSAGES,
  isValidEmail,
  normalizeEmail,
  passwordError,
  signUpStepForErrors,
  tooManySignInsMessage,
  noSocialAccountMessage,
  validateCredentials,
} from '../../src/account';
import { english } from './english';

describe('credentials', () => {
  it('normalizes emails case-insensitively', () => {
    expect(normalizeEmail('  Sara@Example.COM ')).toBe('sara@example.com');
  });

  it('checks the email format', () => {
    expect(isValidEmail('sara@example.com')).toBe(true);
    expect(isValidEmail('sara@example')).toBe(false);
    expect(isValidEmail('sara example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('needs a password of at least 8 characters', () => {
    expect(passwordError('1234567')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(passwordError('12345678')).toBeUndefined();
  });

  it('returns one message per bad field', () => {
    expect(validateCredentials({ email: 'bad', password: 'short', first_name: ' ', last_name: 'Ali' })).toEqual({
      email: ACCOUNT_MESSAGES.emailInvalid,
      password: ACCOUNT_MESSAGES.passwordTooShort,
      first_name: ACCOUNT_MESSAGES.firstNameRequired,
    });
    expect(validateCredentials({ email: 'a@b.ae', password: 'longenough', first_name: 'Sara', last_name: 'Ali' })).toEqual({});
  });

  it('sends step-one field errors back to step 1', () => {
    expect(signUpStepForErrors({ whatsUpnumber: 'x', email: 'y' })).toBe(1);
    expect(signUpStepForErrors({ email: 'y' })).toBe(2);
  });

  it('words the limits and social messages', () => {
    expect(english(tooManySignInsMessage(61))).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
    expect(english(tooManySignInsMessage(30))).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(english(noSocialAccountMessage('google'))).toBe('No account found for this Google account. Please sign up first.');
  });
});
