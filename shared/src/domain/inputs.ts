// Number inputs of the profile, progress, measurement and BFM/SMM forms (doc 1 §5, doc 2 §5.4, doc 3 §5).
import { ENTER_VALUE_MESSAGE } from './messages';
import type { Validation } from './types';
import { validationOf } from './validation';

export interface NumberRule {
  min: number;
  max: number;
  step: number;
}

const rule = (max: number, step: number): NumberRule => ({ min: 0, max, step });

export const PROFILE_INPUTS = { weight: rule(500, 0.001), height: rule(300, 0.01) } as const;
export const PROGRESS_INPUTS = { weight: rule(500, 0.1), waist: rule(200, 0.1), calories: rule(100000, 1) } as const;
export const MEASUREMENT_WEIGHT_INPUT = rule(200, 0.1);
export const BODY_MEASUREMENT_FIELDS = ['bust', 'waist', 'hips', 'left_biceps', 'right_biceps', 'thigh', 'calf'] as const;
export type BodyMeasurementField = (typeof BODY_MEASUREMENT_FIELDS)[number];
export const BODY_MEASUREMENT_INPUTS: Readonly<Record<BodyMeasurementField, NumberRule>> = {
  bust: rule(200, 0.1),
  waist: rule(200, 0.1),
  hips: rule(200, 0.1),
  left_biceps: rule(200, 0.1),
  right_biceps: rule(200, 0.1),
  thigh: rule(100000, 0.1),
  calf: rule(100000, 0.1),
};
export const BODY_ANALYSIS_FIELDS = ['bfm', 'smm'] as const;
export const BODY_ANALYSIS_INPUT = rule(200, 0.1);

/** Decimals of a step (0.001 -> 3), to round away floating-point noise. */
function decimalsOf(step: number): number {
  const text = String(step);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
}

/** Clamped to [min, max] and rounded to the step. */
export function clampInput(value: number, { min, max, step }: NumberRule): number {
  const clamped = Math.min(max, Math.max(min, value));
  const stepped = Math.round((clamped - min) / step) * step + min;
  return Number(Math.min(max, stepped).toFixed(decimalsOf(step)));
}

/** Shift multiplies the step by 10, Control by 100. */
export function effectiveStep(step: number, keys: { shift?: boolean; ctrl?: boolean }): number {
  if (keys.ctrl) return step * 100;
  return keys.shift ? step * 10 : step;
}

export type InputValue = number | string | null | undefined;

export function isValueMissing(value: InputValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || Number.isNaN(Number(value));
}

/** 'Please enter value' for every missing field, in the given order. */
export function requireValues(fields: readonly string[], values: Readonly<Record<string, InputValue>>): Validation {
  return validationOf(fields.map((field) => [field, isValueMissing(values[field]) ? ENTER_VALUE_MESSAGE : null] as const));
}
