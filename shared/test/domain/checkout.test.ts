import { isGoogleMapsLink, mealPlanDaysMismatch, validateCheckoutAddress, validateCheckoutStep2, validateCheckoutStep3 } from '../../src/domain';
import { english, englishErrors } from './english';

describe('checkout step 2', () => {
  const valid = { dietId: 30, dietMealTypes: [1, 2, 3, 4, 5], mealTypes: [1, 2], daysCount: 20 };
  it('accepts a diet, a combination with a main meal and days', () => {
    expect(validateCheckoutStep2(valid).valid).toBe(true);
  });
  it('reports each message of the spec', () => {
    expect(english(validateCheckoutStep2({ ...valid, dietId: null }).message)).toBe('Please select diet type to continue');
    expect(english(validateCheckoutStep2({ ...valid, dietMealTypes: [] }).message)).toBe(
      "Please select different diet type. Currently, don't have meals",
    );
    expect(english(validateCheckoutStep2({ ...valid, mealTypes: [] }).message)).toBe('Please select mealType.');
    expect(english(validateCheckoutStep2({ ...valid, mealTypes: [2, 4] }).message)).toBe(
      'Minimum 1 Main Meal required. Please select at least 1 main meal or some other combination.',
    );
    expect(english(validateCheckoutStep2({ ...valid, daysCount: null }).message)).toBe('Please select day.');
  });
  it('checks against the allowed combinations when given', () => {
    const combinations = [
      [1, 3],
      [2, 4],
    ];
    expect(validateCheckoutStep2({ ...valid, mealTypes: [4, 2], combinations }).valid).toBe(true);
    expect(validateCheckoutStep2({ ...valid, mealTypes: [1, 5], combinations }).valid).toBe(false);
  });
  it('does not count side types against the combinations (they come with their main meal)', () => {
    const combinations = [
      [1, 3],
      [3, 5],
    ];
    expect(validateCheckoutStep2({ ...valid, mealTypes: [1, 3, 6, 7], combinations }).valid).toBe(true);
    expect(english(validateCheckoutStep2({ ...valid, mealTypes: [6, 7], combinations }).message)).toBe(
      'Minimum 1 Main Meal required. Please select at least 1 main meal or some other combination.',
    );
  });
});

describe('checkout step 3', () => {
  it('asks for date, emirate and slot in order', () => {
    expect(english(validateCheckoutStep3({}).message)).toBe('Please select delivery Date.');
    expect(englishErrors(validateCheckoutStep3({}).errors)).toEqual({
      start_date: 'Please select delivery Date.',
      emirate: 'Please select emirate.',
      slot_id: 'Please select delivery slot.',
    });
    expect(english(validateCheckoutStep3({ startDate: 1, emirate: 2 }).message)).toBe('Please select delivery slot.');
    expect(validateCheckoutStep3({ startDate: 1, emirate: 2, slotId: 3 }).valid).toBe(true);
  });
});

describe('checkout menus', () => {
  it('alerts when the meal plan days differ from days_count', () => {
    expect(mealPlanDaysMismatch({ 1: {}, 2: {} }, 2)).toBeNull();
    expect(english(mealPlanDaysMismatch({ 1: {} }, 2))).toBe(
      'Meal plan days and generate meals count are mismatched. Please check days count or Delete and Start Over meal plan.',
    );
  });
});

describe('checkout address', () => {
  const full = { street: 'Al Wasl Rd', apts: 'Villa 12', emirate: 1, area: 4, locationlink: '' };
  it('checks street, apartment, emirate and area in that order', () => {
    expect(english(validateCheckoutAddress({}).message)).toBe('Please enter a street.');
    expect(english(validateCheckoutAddress({ street: 'x' }).message)).toBe('Please enter a Apartment or Villa.');
    expect(english(validateCheckoutAddress({ street: 'x', apts: 'y' }).message)).toBe('Please select emirate.');
    expect(english(validateCheckoutAddress({ street: 'x', apts: 'y', emirate: 1 }).message)).toBe('Please select area.');
    expect(english(validateCheckoutAddress({ ...full, street: '   ' }).message)).toBe('Please enter a street.');
    expect(validateCheckoutAddress(full).valid).toBe(true);
  });
  it('accepts only Google Maps links, and no link at all', () => {
    for (const link of [
      'https://maps.app.goo.gl/AbC123',
      'http://goo.gl/maps/xyz',
      'https://www.google.com/maps/place/Dubai',
      'https://google.com/maps/@25.2,55.3,12z',
      'https://maps.google.com/?q=25.2,55.3',
    ]) {
      expect(isGoogleMapsLink(link)).toBe(true);
    }
    for (const link of [
      'https://maps.app.goo.gl/',
      'ftp://goo.gl/x',
      'https://example.com/maps/x',
      'maps.app.goo.gl/x',
      // Only Google's own hosts: a host that merely starts with the maps host's name is someone else's.
      'https://google.evil.com/maps/place/x',
      'https://maps.google.evil.com/x',
      'https://google.com.evil.com/maps/x',
      'https://maps.app.goo.gl.evil.com/x',
      'https://goo.glx.com/x',
    ]) {
      expect(isGoogleMapsLink(link)).toBe(false);
    }
    expect(english(validateCheckoutAddress({ ...full, locationlink: 'https://evil.com/x' }).message)).toBe('Invalid Google Maps URL');
    expect(validateCheckoutAddress({ ...full, locationlink: 'https://maps.app.goo.gl/AbC123' }).valid).toBe(true);
  });
});
