// The dashboard's settings forms and the area's one address form (spec 3 §3 "Main settings info", "Address form
// fields", §5 birthday; doc 2 §5.9 address order; issue 37 item 8): every check's message before sending, the values
// each form starts from, and the payloads the calls take.
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import {
  ADDRESS_OUTSIDE_SLOT_MESSAGE,
  BIRTHDAY_INVALID_MESSAGE,
  ENTER_APARTMENT_MESSAGE,
  ENTER_STREET_MESSAGE,
  INVALID_MAPS_URL_MESSAGE,
  MINIMUM_AGE_MESSAGE,
  SELECT_AREA_MESSAGE,
  SELECT_EMIRATE_MESSAGE,
} from '@mealplan/shared/domain';
import { dayFromParts } from '@mealplan/shared/time';
import {
  addressFieldPath,
  addressSettingsPayload,
  addressSubmitErrors,
  validateAddressSettings,
  type AddressSettingsValues,
} from '../src/common/address-settings/addressSettings';
import type { MainSettings } from '../src/features/dashboard/dashboardStore';
import {
  addressValues,
  DASHBOARD_ADDRESS_KINDS,
  medicalPayload,
  medicalValues,
  personalPayload,
  pauseLinkOf,
  personalValues,
  validateFavourites,
  validatePersonal,
  type PersonalValues,
} from '../src/features/dashboard/settingsForms';

const NOW = dayFromParts(2026, 11, 27)! + 9 * 3600;
const empty = { street: '', apts: '', emirate: '', area: '', landmark: '', locationlink: '' };
const full = { street: 'Palm St', apts: 'Villa 4', emirate: '1', area: '4', landmark: 'Mall', locationlink: '' };

const settings: MainSettings = {
  phone: '501234567',
  birthday: dayFromParts(1990, 5, 14)!,
  email: 'sara@example.com',
  company: 'Acme',
  medical: [2, 5],
  homeAddress: { street: 'Palm St', apartments: 'Villa 4', emirate: 1, area: 4, landmark: 'Mall' },
  workAddress: null,
  publicAddress: { street: 'Beach Rd', apartments: '12', emirate: 1, area: 7, landmark: '' },
  default_home: false,
  default_work: false,
  default_public: true,
};

describe('Personal Details', () => {
  const good: PersonalValues = { email: 'sara@example.com', phone: '(50) 123 45 67', company: '', birthday: '1990-05-14' };

  it('starts from the saved details: the phone in the +971 mask, the birthday as a date', () => {
    expect(personalValues(settings)).toEqual({ email: 'sara@example.com', phone: '(50) 123 45 67', company: 'Acme', birthday: '1990-05-14' });
  });

  it('asks for a valid email and a valid UAE mobile', () => {
    expect(validatePersonal(good, NOW)).toEqual({});
    expect(validatePersonal({ ...good, email: 'sara@' }, NOW)).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });
    expect(validatePersonal({ ...good, email: '' }, NOW)).toEqual({ email: ACCOUNT_MESSAGES.emailInvalid });
    expect(validatePersonal({ ...good, phone: '(50) 12' }, NOW)).toEqual({ phone: ACCOUNT_MESSAGES.phoneInvalid });
    expect(validatePersonal({ ...good, phone: '' }, NOW)).toEqual({ phone: ACCOUNT_MESSAGES.phoneInvalid });
  });

  it('takes no birthday, and refuses one under 18 years back, over 120 years back, or not a date', () => {
    expect(validatePersonal({ ...good, birthday: '' }, NOW)).toEqual({});
    expect(validatePersonal({ ...good, birthday: '2015-01-01' }, NOW)).toEqual({ birthday: MINIMUM_AGE_MESSAGE });
    expect(validatePersonal({ ...good, birthday: '1890-01-01' }, NOW)).toEqual({ birthday: BIRTHDAY_INVALID_MESSAGE });
    expect(validatePersonal({ ...good, birthday: '1990-13-45' }, NOW)).toEqual({ birthday: BIRTHDAY_INVALID_MESSAGE });
  });

  it('sends the trimmed email and company, the national digits and the Dubai day of the birthday', () => {
    expect(personalPayload({ email: ' sara@example.com ', phone: '(50) 123 45 67', company: ' Acme ', birthday: '1990-05-14' })).toEqual({
      email: 'sara@example.com',
      phone: '501234567',
      company: 'Acme',
      birthday: dayFromParts(1990, 5, 14),
    });
    expect(personalPayload({ ...good, birthday: '' }).birthday).toBeNull();
  });
});

describe('Food Favourites and Medical Conditions', () => {
  it('refuses a dish both liked and disliked', () => {
    expect(validateFavourites({ dishlikes: [1, 2], dishdislikes: [3] })).toEqual({});
    expect(validateFavourites({ dishlikes: [1, 2], dishdislikes: [3, 2] })).toEqual({ dishdislikes: 'dashboard.favourites.both' });
  });

  it('holds the ticked conditions as the checkboxes do and sends their ids', () => {
    expect(medicalValues(settings)).toEqual({ medical: ['2', '5'] });
    expect(medicalPayload({ medical: ['5', '9'] })).toEqual([5, 9]);
  });
});

describe('the address form', () => {
  type Three = AddressSettingsValues<'home' | 'work' | 'public'>;
  const values = (change: Partial<Three> = {}): Three => ({ home: full, work: empty, public: empty, deliverTo: 'home', ...change });

  it('starts the dashboard dialog from the three saved addresses and the one delivered to', () => {
    expect(addressValues(settings)).toEqual({
      home: { ...full, locationlink: '' },
      work: empty,
      public: { street: 'Beach Rd', apts: '12', emirate: '1', area: '7', landmark: '', locationlink: '' },
      deliverTo: 'public',
    });
  });

  it('asks for the delivered-to address in the doc 2 §5.9 order, each message on its field and the first at the top', () => {
    const kinds = DASHBOARD_ADDRESS_KINDS;
    expect(validateAddressSettings(values(), kinds, null)).toEqual({ valid: true, message: null, errors: {} });
    const blank = validateAddressSettings(values({ home: empty }), kinds, null);
    expect(blank.message).toBe(ENTER_STREET_MESSAGE);
    expect(blank.errors).toEqual({
      'home.street': ENTER_STREET_MESSAGE,
      'home.apts': ENTER_APARTMENT_MESSAGE,
      'home.emirate': SELECT_EMIRATE_MESSAGE,
      'home.area': SELECT_AREA_MESSAGE,
    });
    expect(validateAddressSettings(values({ home: { ...full, area: '' } }), kinds, null).message).toBe(SELECT_AREA_MESSAGE);
    expect(validateAddressSettings(values({ home: { ...full, locationlink: 'https://evil.example/maps' } }), kinds, null).errors).toEqual({
      'home.locationlink': INVALID_MAPS_URL_MESSAGE,
    });
  });

  it('leaves an empty address that is not delivered to alone, but checks one with something typed in it', () => {
    const kinds = DASHBOARD_ADDRESS_KINDS;
    expect(validateAddressSettings(values({ work: empty }), kinds, null).valid).toBe(true);
    expect(validateAddressSettings(values({ public: { ...empty, street: 'Beach Rd' } }), kinds, null).errors).toEqual({
      'public.apts': ENTER_APARTMENT_MESSAGE,
      'public.emirate': SELECT_EMIRATE_MESSAGE,
      'public.area': SELECT_AREA_MESSAGE,
    });
    expect(validateAddressSettings(values({ deliverTo: 'work' }), kinds, null).errors['work.street']).toBe(ENTER_STREET_MESSAGE);
  });

  it("refuses a delivered-to address outside the emirate of the plan's delivery time", () => {
    expect(validateAddressSettings(values(), ['home', 'work'], 2)).toEqual({
      valid: false,
      message: ADDRESS_OUTSIDE_SLOT_MESSAGE,
      errors: { 'home.emirate': ADDRESS_OUTSIDE_SLOT_MESSAGE },
    });
    expect(validateAddressSettings(values(), ['home', 'work'], 1).valid).toBe(true);
  });

  it('sends home bare, work_ and public_ prefixed, and one default flag; the page without public sends no public_ fields', () => {
    const payload = addressSettingsPayload(values({ public: { ...full, street: ' Beach Rd ' }, deliverTo: 'public' }), DASHBOARD_ADDRESS_KINDS);
    expect(payload).toMatchObject({
      street: 'Palm St',
      apts: 'Villa 4',
      emirate: 1,
      area: 4,
      work_street: '',
      work_emirate: null,
      public_street: 'Beach Rd',
      public_area: 4,
      default_home: 0,
      default_work: 0,
      default_public: 1,
    });
    const twoAddresses = addressSettingsPayload({ home: full, work: full, deliverTo: 'work' }, ['home', 'work']);
    expect(Object.keys(twoAddresses).some((key) => key.startsWith('public_') || key === 'default_public')).toBe(false);
    expect(twoAddresses).toMatchObject({ default_home: 0, default_work: 1 });
  });

  it("places the server's field messages on their fields (work_ and public_ prefixes) and its message at the top", () => {
    expect(addressFieldPath('street', DASHBOARD_ADDRESS_KINDS)).toBe('home.street');
    expect(addressFieldPath('work_area', DASHBOARD_ADDRESS_KINDS)).toBe('work.area');
    expect(addressFieldPath('public_landmark', DASHBOARD_ADDRESS_KINDS)).toBe('public.landmark');
    expect(addressFieldPath('default_home', DASHBOARD_ADDRESS_KINDS)).toBeNull();
    expect(addressSubmitErrors({ emirate: 'Other emirate', public_street: 'Too long' }, 'Not saved', DASHBOARD_ADDRESS_KINDS)).toEqual({
      'FINAL_FORM/form-error': 'Not saved',
      home: { emirate: 'Other emirate' },
      public: { street: 'Too long' },
    });
    expect(addressSubmitErrors({ 'work.apts': 'Enter it' }, 'Check the address')).toEqual({
      'FINAL_FORM/form-error': 'Check the address',
      work: { apts: 'Enter it' },
    });
  });
});

describe("the settings' pause link", () => {
  it("offers 'Pause Plan' only without a pause set, 'Resume My Plan' for a pause without its end date, nothing for a dated pause", () => {
    expect(pauseLinkOf(null)).toBe('dashboard.settings.pause');
    expect(pauseLinkOf({ startDate: NOW + 86_400 * 3, endDate: null })).toBe('dashboard.settings.resume');
    expect(pauseLinkOf({ startDate: NOW - 86_400, endDate: null })).toBe('dashboard.settings.resume');
    expect(pauseLinkOf({ startDate: NOW + 86_400 * 3, endDate: NOW + 86_400 * 10 })).toBeNull();
  });
});
