import {
  ACCEPT_TERMS_MESSAGE,
  FILL_MENU_MESSAGE,
  isWizardStep1Complete,
  MIN_MEALS_NOTICE,
  uncheckMealTypeBlock,
  validateOrderPlacement,
  validateWizardStep1,
} from '../../src/domain';
import { day } from './fixtures';
import { english, englishErrors } from './english';

describe('wizard step 1', () => {
  const complete = { mealType: [1, 3], date: day('2026-11-25'), diet: 30, mealPlan: 20, deliverySlot: 2 };
  it('accepts a complete step', () => {
    expect(validateWizardStep1(complete)).toEqual({ valid: true, message: null, errors: {} });
    expect(isWizardStep1Complete(complete)).toBe(true);
  });
  it('needs two meal types', () => {
    expect(english(validateWizardStep1({ ...complete, mealType: [1] }).message)).toBe('You must choose at least two meals.');
    expect(uncheckMealTypeBlock([1, 3], 3)).toBe(MIN_MEALS_NOTICE);
    expect(uncheckMealTypeBlock([1, 3, 5], 3)).toBeNull();
  });
  it("says 'Please select diet' without a diet and '<field> is required' per field", () => {
    const result = validateWizardStep1({ mealType: [1, 3] });
    expect(english(result.message)).toBe('Please select diet');
    expect(englishErrors(result.errors)).toEqual({
      date: 'date is required',
      diet: 'diet is required',
      mealPlan: 'mealPlan is required',
      deliverySlot: 'deliverySlot is required',
    });
    expect(english(validateWizardStep1({ ...complete, deliverySlot: null }).message)).toBe('deliverySlot is required');
    expect(isWizardStep1Complete({ ...complete, date: null })).toBe(false);
  });
});

describe('placing the order', () => {
  const d1 = day('2026-11-25');
  const d2 = day('2026-11-26');
  it('needs every plan day with a dish per meal type', () => {
    const base = { planCount: 2, mealTypes: [1, 3], termsAccepted: true };
    expect(validateOrderPlacement({ ...base, mealPlan: { [d1]: { 1: 1, 3: 2 }, [d2]: { 1: 3, 3: 4 } } }).valid).toBe(true);
    expect(validateOrderPlacement({ ...base, mealPlan: { [d1]: { 1: 1, 3: 2 }, [d2]: { 1: 3 } } }).message).toBe(FILL_MENU_MESSAGE);
    expect(english(validateOrderPlacement({ ...base, mealPlan: { [d1]: { 1: 1, 3: 2 } } }).message)).toBe(
      'Please fill in all menu to place your order',
    );
  });
  it('needs the terms accepted', () => {
    const result = validateOrderPlacement({ planCount: 1, mealTypes: [1], termsAccepted: false, mealPlan: { [d1]: { 1: 1 } } });
    expect(result.message).toBe(ACCEPT_TERMS_MESSAGE);
    expect(english(ACCEPT_TERMS_MESSAGE)).toBe('Please, accept Terms and Conditions');
  });
});
