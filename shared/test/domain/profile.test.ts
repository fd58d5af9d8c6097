import fc from 'fast-check';
import {
  INVALID_MAPS_URL_MESSAGE,
  isHeightValid,
  isWeightValid,
  latestBirthday,
  SELECT_AREA_MESSAGE,
  validateDelivery,
  validateProfileMain,
  type DeliveryReference,
} from '../../src/domain';
import { addDays } from '../../src/time';
import { day } from './fixtures';
import { english, englishErrors } from './english';

const NOW = day('2026-11-23') + 10 * 3600;

describe('profile step (doc 2 §5.4)', () => {
  const valid = { firstName: 'Layla', lastName: 'Nasser', weight: 68_400, height: 165.25, birthday: day('1990-04-12') };

  it('accepts the limits themselves', () => {
    expect(validateProfileMain(valid, NOW).valid).toBe(true);
    expect(validateProfileMain({ ...valid, weight: 500_000, height: 300, birthday: latestBirthday(NOW) }, NOW).valid).toBe(true);
    expect(validateProfileMain({ ...valid, weight: 0, height: 0, birthday: null }, NOW).valid).toBe(true);
  });

  it('refuses weight over 500 kg or finer than 1 g, height over 300 cm or finer than 0.01 cm', () => {
    expect(englishErrors(validateProfileMain({ ...valid, weight: 500_001 }, NOW).errors)).toEqual({
      weight: 'Weight must be between 0 and 500 kg, in steps of 0.001.',
    });
    expect(validateProfileMain({ ...valid, weight: 68_400.5 }, NOW).errors.weight).toBeDefined();
    expect(englishErrors(validateProfileMain({ ...valid, height: 300.01 }, NOW).errors)).toEqual({
      height: 'Height must be between 0 and 300 cm, in steps of 0.01.',
    });
    expect(validateProfileMain({ ...valid, height: 170.005 }, NOW).errors.height).toBeDefined();
    expect(validateProfileMain({ ...valid, height: -1 }, NOW).errors.height).toBeDefined();
  });

  it('allows a birthday at most 18 years back, and blank names are refused per field', () => {
    expect(latestBirthday(NOW)).toBe(day('2008-11-23'));
    expect(englishErrors(validateProfileMain({ ...valid, birthday: addDays(latestBirthday(NOW), 1) }, NOW).errors)).toEqual({
      birthday: 'You must be at least 18 years old.',
    });
    const blank = validateProfileMain({ ...valid, firstName: ' ', lastName: '' }, NOW);
    expect(englishErrors(blank.errors)).toEqual({ firstName: 'First name cannot be blank', lastName: 'Last name cannot be blank' });
    // The label travels as the message's value, so a page can put its own translated label in.
    expect(blank.errors.firstName).toEqual({ id: 'profileStep.blank', values: { label: 'First name' } });
    expect(english(blank.message)).toBe('First name cannot be blank');
  });
});

describe('profile limits for every value (doc 2 §5.4)', () => {
  it('accepts every height in 0.01 cm steps up to 300 cm, as typed (decimal text), and nothing finer', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 30_000 }), (hundredths) => isHeightValid(Number((hundredths / 100).toFixed(2)))));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 299_999 }),
        fc.integer({ min: 1, max: 9 }),
        (thousandths, extra) =>
          !isHeightValid(
            Number(
              `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000)
                .padStart(3, '0')
                .slice(0, 2)}${extra}`,
            ),
          ),
      ),
    );
  });
  it('accepts every whole gram from 0 to 500 kg and nothing outside', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 500_000 }), (grams) => isWeightValid(grams)));
    fc.assert(fc.property(fc.integer({ min: 500_001, max: 10_000_000 }), (grams) => !isWeightValid(grams) && !isWeightValid(-grams)));
  });
});

describe('address step (doc 2 §5.5)', () => {
  const ref: DeliveryReference = {
    fields: [
      { name: 'emirate', label: 'Emirate' },
      { name: 'area', label: 'Area' },
      { name: 'street', label: 'Street', props: { max: 20 } },
      { name: 'apartments', label: 'Apartment or Villa', props: { max: 10 } },
      { name: 'landmark', label: 'Landmark' },
      { name: 'locationlink', label: 'Google Maps link' },
      { name: 'deliveryInstructions', label: 'Delivery instructions', props: { max: 12 } },
    ],
    areaEmirate: new Map([
      [101, 1],
      [201, 2],
    ]),
    emirates: new Set([1, 2]),
  };
  const home = { emirate: 1, area: 101, street: 'Marina Walk', apartments: 'Apt 1804', default: true };
  const input = { homeAddress: home, workAddress: null, publicAddress: null, deliveryInstructions: '' };

  it('accepts a home address alone', () => {
    expect(validateDelivery(input, ref)).toEqual({ valid: true, message: null, errors: {} });
  });

  it("shows '<label> cannot be blank' on every field of an empty required block", () => {
    const result = validateDelivery({ ...input, homeAddress: null }, ref);
    expect(englishErrors(result.errors)).toEqual({
      'homeAddress.emirate': 'Emirate cannot be blank',
      'homeAddress.area': 'Area cannot be blank',
      'homeAddress.street': 'Street cannot be blank',
      'homeAddress.apartments': 'Apartment or Villa cannot be blank',
      'homeAddress.landmark': 'Landmark cannot be blank',
      'homeAddress.locationlink': 'Google Maps link cannot be blank',
    });
  });

  it('checks a started optional block, the area against its emirate, the map link and the lengths', () => {
    const result = validateDelivery(
      {
        homeAddress: { ...home, area: 201, locationlink: 'https://example.com/x' },
        workAddress: { street: 'Sheikh Zayed Road' },
        publicAddress: null,
        deliveryInstructions: 'Leave it with the concierge',
      },
      ref,
    );
    expect(englishErrors(result.errors)).toEqual({
      'homeAddress.area': english(SELECT_AREA_MESSAGE),
      'homeAddress.locationlink': english(INVALID_MAPS_URL_MESSAGE),
      'workAddress.emirate': 'Emirate cannot be blank',
      'workAddress.area': 'Area cannot be blank',
      'workAddress.apartments': 'Apartment or Villa cannot be blank',
      deliveryInstructions: 'Delivery instructions must be at most 12 characters',
    });
    expect(englishErrors(validateDelivery({ ...input, homeAddress: { ...home, street: 'x'.repeat(21) } }, ref).errors)).toEqual({
      'homeAddress.street': 'Street must be at most 20 characters',
    });
  });

  it('keeps home and work defaults mutually exclusive', () => {
    const work = { emirate: 2, area: 201, street: 'Corniche', apartments: 'Office 3', default: true };
    expect(englishErrors(validateDelivery({ ...input, workAddress: work }, ref).errors)).toEqual({
      'workAddress.default': 'Home and work addresses cannot both be the default.',
    });
    expect(validateDelivery({ ...input, workAddress: { ...work, default: false } }, ref).valid).toBe(true);
  });
});
