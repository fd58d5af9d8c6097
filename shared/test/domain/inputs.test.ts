import {
  BODY_ANALYSIS_FIELDS,
  BODY_ANALYSIS_INPUT,
  BODY_MEASUREMENT_FIELDS,
  BODY_MEASUREMENT_INPUTS,
  clampInput,
  effectiveStep,
  ENTER_VALUE_MESSAGE,
  MEASUREMENT_WEIGHT_INPUT,
  PROFILE_INPUTS,
  PROGRESS_INPUTS,
  requireValues,
} from '../../src/domain';

describe('clamps and steps', () => {
  it('clamps progress weight to 0..500 in steps of 0.1, waist to 0..200, calories to 0..100000', () => {
    expect(clampInput(612, PROGRESS_INPUTS.weight)).toBe(500);
    expect(clampInput(-3, PROGRESS_INPUTS.weight)).toBe(0);
    expect(clampInput(72.46, PROGRESS_INPUTS.weight)).toBe(72.5);
    expect(clampInput(250, PROGRESS_INPUTS.waist)).toBe(200);
    expect(clampInput(2500.4, PROGRESS_INPUTS.calories)).toBe(2500);
    expect(clampInput(200001, PROGRESS_INPUTS.calories)).toBe(100000);
  });
  it('clamps measurement weight to 200, body fields to 200 except thigh and calf, BFM/SMM to 200', () => {
    expect(clampInput(250, MEASUREMENT_WEIGHT_INPUT)).toBe(200);
    expect(clampInput(300, BODY_MEASUREMENT_INPUTS.bust)).toBe(200);
    expect(clampInput(300, BODY_MEASUREMENT_INPUTS.thigh)).toBe(300);
    expect(clampInput(200000, BODY_MEASUREMENT_INPUTS.calf)).toBe(100000);
    expect(clampInput(35.27, BODY_ANALYSIS_INPUT)).toBe(35.3);
    expect(clampInput(201, BODY_ANALYSIS_INPUT)).toBe(200);
  });
  it('keeps profile weight to the gram and height to 0.01 cm', () => {
    expect(clampInput(72.4567, PROFILE_INPUTS.weight)).toBe(72.457);
    expect(clampInput(301, PROFILE_INPUTS.height)).toBe(300);
    expect(clampInput(175.555, PROFILE_INPUTS.height)).toBe(175.56);
  });
  it('multiplies the step by 10 with Shift and 100 with Control', () => {
    expect(effectiveStep(0.1, {})).toBe(0.1);
    expect(effectiveStep(0.1, { shift: true })).toBe(1);
    expect(effectiveStep(1, { ctrl: true })).toBe(100);
  });
});

describe('required values', () => {
  it("says 'Please enter value' for each missing body field", () => {
    const result = requireValues(BODY_MEASUREMENT_FIELDS, {
      bust: 90,
      waist: '',
      hips: 100,
      left_biceps: 30,
      right_biceps: null,
      thigh: 55,
      calf: 0,
    });
    expect(result.valid).toBe(false);
    expect(result.message).toBe('Please enter value');
    expect(result.errors).toEqual({ waist: ENTER_VALUE_MESSAGE, right_biceps: ENTER_VALUE_MESSAGE });
  });
  it('needs both BFM and SMM', () => {
    expect(requireValues(BODY_ANALYSIS_FIELDS, { bfm: 20 }).errors).toEqual({ smm: 'Please enter value' });
    expect(requireValues(BODY_ANALYSIS_FIELDS, { bfm: 20, smm: 33.1 }).valid).toBe(true);
  });
});
