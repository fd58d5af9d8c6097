import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import {
  BIRTHDAY_INVALID_MESSAGE,
  blankFieldMessage,
  domainCatalogues,
  HEIGHT_RANGE_MESSAGE,
  MINIMUM_AGE_MESSAGE,
  WEIGHT_RANGE_MESSAGE,
} from '@mealplan/shared/domain';
import { addMonths, parseIsoDate, toIsoDate, today } from '@mealplan/shared/time';
import { bodyDataOf, initialProfileValues, profilePayload, validateProfileValues, type ProfileValues } from '@mealplan/shared/account';
import en from '../src/features/profile/i18n/en.json';

const NOW = parseIsoDate('2026-11-23')! + 12 * 3600;

const VALID: ProfileValues = {
  firstName: ' Mona ',
  lastName: 'Haddad',
  phone: '(50) 123 45 67',
  email: ' mona@example.com ',
  gender: 'female',
  weight: '64.5',
  height: '165.25',
  birthday: '1990-04-12',
  language: 'ar',
  medicalCondition: ['2', '5'],
  activityLevel: 'moderate',
};

describe('the profile step payload (spec 2 §2.2 step 4, profile set scenario main)', () => {
  it('sends weight in grams, height in cm, the birthday as a Dubai day and the phone as digits', () => {
    expect(profilePayload(VALID)).toEqual({
      scenario: 'main',
      firstName: 'Mona',
      lastName: 'Haddad',
      phone: '501234567',
      email: 'mona@example.com',
      gender: 'female',
      weight: 64_500,
      height: 165.25,
      birthday: parseIsoDate('1990-04-12'),
      medicalCondition: [2, 5],
      activityLevel: 'moderate',
      language: 'ar',
    });
  });

  it('clears optional fields left empty and leaves the language out when none is chosen', () => {
    const payload = profilePayload({
      ...VALID,
      gender: '',
      weight: '',
      height: ' ',
      birthday: '',
      language: '',
      medicalCondition: [],
      activityLevel: '',
    });
    expect(payload).toMatchObject({ gender: null, weight: null, height: null, birthday: null, medicalCondition: [], activityLevel: null });
    expect(payload).not.toHaveProperty('language');
  });

  it('starts from the saved user: grams shown in kg, the birthday as a date, the phone in the mask', () => {
    const birthday = parseIsoDate('1990-04-12')!;
    expect(
      initialProfileValues({
        firstName: 'Mona',
        phone: '501234567',
        weight: 64_500,
        height: 165.25,
        birthday,
        gender: 'female',
        medicalCondition: [3],
      }),
    ).toMatchObject({
      firstName: 'Mona',
      phone: '(50) 123 45 67',
      weight: '64.5',
      height: '165.25',
      birthday: '1990-04-12',
      medicalCondition: ['3'],
    });
  });
});

describe('the daily target inputs (issue 10, beyond the spec)', () => {
  it('gives the body data the form holds, in the units of the shared rule', () => {
    expect(bodyDataOf(VALID, NOW)).toEqual({ weightGrams: 64_500, heightCm: 165.25, birthday: parseIsoDate('1990-04-12'), gender: 'female' });
  });

  it('counts a value the limits refuse, or one left empty, as missing', () => {
    expect(bodyDataOf({ ...VALID, weight: '900', height: '', gender: '' }, NOW)).toMatchObject({ weightGrams: null, heightCm: null, gender: null });
  });

  it('starts with the saved activity level, or none chosen', () => {
    expect(initialProfileValues({ activityLevel: 'veryActive' }).activityLevel).toBe('veryActive');
    expect(initialProfileValues({}).activityLevel).toBe('');
  });
});

describe('the profile step limits (spec 2 §5.4)', () => {
  it('accepts the limits themselves', () => {
    const eighteen = toIsoDate(addMonths(today(NOW), -12 * 18));
    expect(validateProfileValues({ ...VALID, weight: '500', height: '300', birthday: eighteen }, NOW)).toEqual({});
    expect(validateProfileValues({ ...VALID, weight: '0', height: '0' }, NOW)).toEqual({});
    expect(validateProfileValues({ ...VALID, weight: '70.001', height: '170.01' }, NOW)).toEqual({});
  });

  it('refuses a weight over 500 kg or finer than 0.001 kg', () => {
    expect(validateProfileValues({ ...VALID, weight: '500.001' }, NOW)).toEqual({ weight: WEIGHT_RANGE_MESSAGE });
    expect(validateProfileValues({ ...VALID, weight: '70.0005' }, NOW)).toEqual({ weight: WEIGHT_RANGE_MESSAGE });
    expect(validateProfileValues({ ...VALID, weight: 'abc' }, NOW)).toEqual({ weight: WEIGHT_RANGE_MESSAGE });
  });

  it('refuses a height over 300 cm or finer than 0.01 cm', () => {
    expect(validateProfileValues({ ...VALID, height: '300.01' }, NOW)).toEqual({ height: HEIGHT_RANGE_MESSAGE });
    expect(validateProfileValues({ ...VALID, height: '170.005' }, NOW)).toEqual({ height: HEIGHT_RANGE_MESSAGE });
  });

  it('allows a birthday at most 18 years back', () => {
    const tooYoung = toIsoDate(addMonths(today(NOW), -12 * 18) + 86_400);
    expect(validateProfileValues({ ...VALID, birthday: tooYoung }, NOW)).toEqual({ birthday: MINIMUM_AGE_MESSAGE });
    expect(validateProfileValues({ ...VALID, birthday: '1890-01-01' }, NOW)).toEqual({ birthday: BIRTHDAY_INVALID_MESSAGE });
  });

  it('needs both names, a UAE phone for the +971 mask and a valid email', () => {
    expect(validateProfileValues({ ...VALID, firstName: ' ', lastName: '', phone: '123', email: 'mona@' }, NOW)).toEqual({
      firstName: blankFieldMessage('First name'),
      lastName: blankFieldMessage('Last name'),
      phone: ACCOUNT_MESSAGES.phoneInvalid,
      email: ACCOUNT_MESSAGES.emailInvalid,
    });
  });

  it('has a catalogue text for every rule message it can show', () => {
    for (const labelId of ['planner.profile.firstName', 'planner.profile.lastName']) expect(en).toHaveProperty([labelId]);
    for (const id of [WEIGHT_RANGE_MESSAGE, HEIGHT_RANGE_MESSAGE, MINIMUM_AGE_MESSAGE, BIRTHDAY_INVALID_MESSAGE, blankFieldMessage('x').id]) {
      expect(domainCatalogues.en).toHaveProperty([id]);
      expect(domainCatalogues.ar).toHaveProperty([id]);
    }
    expect(domainCatalogues.en[blankFieldMessage('x').id]).toBe('{label} cannot be blank');
  });
});
