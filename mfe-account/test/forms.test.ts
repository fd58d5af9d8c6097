import { DEFAULT_CALLING_CODE, splitPhone } from '@mealplan/shared/account/phone';
import { passwordModalMessage } from '../src/common/signUpErrors';
import { registrationPayload } from '../src/features/signUp/registration';

describe('phone numbers', () => {
  it('shows the UAE calling code by default', () => {
    expect(DEFAULT_CALLING_CODE).toBe('+971');
  });

  it('splits a local UAE mobile number into calling code and national number', () => {
    expect(splitPhone('050 123 4567')).toEqual({ countryCode: '971', national: '501234567', valid: true });
  });

  it('accepts a number typed with its international prefix', () => {
    expect(splitPhone('+44 7700 900123')).toMatchObject({ countryCode: '44', national: '7700900123' });
  });

  it('keeps the digits of something that is not a phone number', () => {
    expect(splitPhone('12-ab')).toMatchObject({ national: '12', valid: false });
  });
});

describe('registration payload', () => {
  const values = {
    first_name: ' Mona ',
    last_name: 'Haddad',
    whatsUpnumber: '050 123 4567',
    samePhone: true,
    phone: '055 999 8888',
    email: ' mona@example.com ',
    password: 'secret-pass',
  };

  it('copies the WhatsApp number to the phone when "Same number for WhatsApp" is on', () => {
    expect(registrationPayload(values, 12)).toEqual({
      email: 'mona@example.com',
      first_name: 'Mona',
      last_name: 'Haddad',
      password: 'secret-pass',
      referer: 12,
      PC_CODE: '971',
      WPC_CODE: '971',
      phone: '501234567',
      whatsUpnumber: '501234567',
    });
  });

  it('sends the separate calling number when the box is off', () => {
    expect(registrationPayload({ ...values, samePhone: false }, null)).toMatchObject({
      phone: '559998888',
      whatsUpnumber: '501234567',
      referer: null,
    });
  });
});

describe('sign-up server errors', () => {
  it('show the password error as a modal only without an email error', () => {
    expect(passwordModalMessage({ password: 'Too short' })).toBe('Too short');
    expect(passwordModalMessage({ password: 'Too short', email: 'Taken' })).toBeUndefined();
  });
});
