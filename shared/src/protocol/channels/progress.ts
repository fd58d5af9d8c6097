// progress: progress tracking and body analysis (spec 3 /progress, /body-analysis, §7 "Channel progress").
// Units: weight thousandths of kg, waist and body measurements tenths of cm, calories kcal,
// SMM and BFM hundredths; histories are keyed by day (or week) unix seconds (Dubai day starts).
// The spec leaves the get replies' other fields open ("not shown"): `get` also carries what the /progress page shows
// beside the charts (registration day, next delivery, the plan's delivered calories, the daily calorie target), and
// `getBodyAnalaysis` the body-analysis header (the customer's body data).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { MEASUREMENT_LIMITS, PROGRESS_LIMITS, type MeasurementField } from '../../domain/progress';
import { BODY_ANALYSIS_SCALE, GRAMS_PER_KG, WAIST_SCALE } from '../../units';
import { boundedRecord, dayKey, emptyRequest, gender, id, storedWithin, unixSeconds, unixTime } from '../entities';

const MAX_DAYS = 4000;
const history = <V extends z.ZodType>(value: V) => boundedRecord(dayKey, value, MAX_DAYS);

/** The limits are the shared rules' (PROGRESS_LIMITS, MEASUREMENT_LIMITS), scaled to the stored units. */
export const weightValue = storedWithin(PROGRESS_LIMITS.weight, GRAMS_PER_KG);
const waistValue = storedWithin(PROGRESS_LIMITS.waist, WAIST_SCALE);
export const caloriesValue = storedWithin(PROGRESS_LIMITS.calories, 1);
const bodyValue = (field: MeasurementField) => storedWithin(MEASUREMENT_LIMITS[field], WAIST_SCALE);
const massValue = (field: 'SMM' | 'BFM') => storedWithin(MEASUREMENT_LIMITS[field], BODY_ANALYSIS_SCALE);

export const progressSeries = z.object({
  weight: history(weightValue),
  waist: history(waistValue),
  calories: history(caloriesValue),
});
export type ProgressSeries = z.infer<typeof progressSeries>;

const progressEntry = z.object({
  date: unixSeconds,
  weight: weightValue.optional(),
  waist: waistValue.optional(),
  calories: caloriesValue.optional(),
});

export const bodyMeasurement = z.object({
  date: unixSeconds,
  bust: bodyValue('bust'),
  waist: bodyValue('waist'),
  hips: bodyValue('hips'),
  left_biceps: bodyValue('left_biceps'),
  right_biceps: bodyValue('right_biceps'),
  thigh: bodyValue('thigh'),
  calf: bodyValue('calf'),
});
export type BodyMeasurement = z.infer<typeof bodyMeasurement>;

const weightHistories = z.object({ weightHistory: history(weightValue), BMIHistory: history(z.number().min(0).max(200)) });
const bodyAnalysisHistories = z.object({ SMMHistory: history(massValue('SMM')), BFMHistory: history(massValue('BFM')) });
const bodyMeasurements = z.object({ bodyMeasurements: history(bodyMeasurement) });
const progressReply = z.object({ progress: progressSeries });

/** A dish of the next delivery, with its nutrition in thousandths. */
export const deliveryDish = z.object({
  dish_id: id,
  mealType_id: id,
  title: z.string(),
  title_ar: z.string(),
  image: z.string(),
  calories: z.number().int(),
  protein: z.number().int(),
  carb: z.number().int(),
  fat: z.number().int(),
});
export type DeliveryDish = z.infer<typeof deliveryDish>;

export const nextDelivery = z.object({ date: unixSeconds, dishes: z.array(deliveryDish) });
export type NextDelivery = z.infer<typeof nextDelivery>;

const progressPage = progressReply.extend({
  /** The customer's registration day: entries and the calendar start there (§4). */
  registered: unixSeconds,
  /** The next delivery from today on of the customer's active plan, or null. */
  nextDelivery: nextDelivery.nullable(),
  /** Calories (kcal) of the plan's dishes per delivered day, up to today: "fill in from my plan". */
  planCalories: history(caloriesValue),
  /** The daily calorie target (kcal), or null while body data is missing. */
  calorieTarget: z.number().int().nullable(),
});
export type ProgressPage = z.infer<typeof progressPage>;

/** The body-analysis header and current weight (weight in grams, height in cm). */
export const bodyProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  heightCm: z.number().nullable(),
  gender: gender.nullable(),
  birthday: unixTime.nullable(),
  medicalConditions: z.array(id),
  /** The latest weight (progress entry, weekly weight, else the profile's) and its day (null for the profile's). */
  weight: weightValue.nullable(),
  weightDate: unixSeconds.nullable(),
  registered: unixSeconds,
});
export type BodyProfile = z.infer<typeof bodyProfile>;

export const progress = {
  get: defineCall({ access: 'customer', limit: 'read', request: emptyRequest, ok: progressPage }),
  getWeightHistory: defineCall({ access: 'customer', limit: 'read', request: emptyRequest, ok: weightHistories }),
  getBodyMeasurements: defineCall({ access: 'customer', limit: 'read', request: emptyRequest, ok: bodyMeasurements }),
  getBodyAnalaysis: defineCall({
    access: 'customer',
    limit: 'read',
    request: emptyRequest,
    ok: bodyAnalysisHistories.extend({ profile: bodyProfile }),
  }),
  set: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ progress: z.array(progressEntry).min(1).max(400) }),
    ok: progressReply,
  }),
  setWeight: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ weight: z.object({ date: unixSeconds, value: storedWithin(MEASUREMENT_LIMITS.weight, GRAMS_PER_KG) }) }),
    ok: weightHistories,
  }),
  setBodyMeasurements: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ progress: bodyMeasurement }),
    ok: bodyMeasurements,
  }),
  setBodyAnalaysis: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.object({ data: z.object({ date: unixSeconds, SMM: massValue('SMM'), BFM: massValue('BFM') }) }),
    ok: bodyAnalysisHistories,
  }),
  importFromFitbit: defineCall({ access: 'customer', limit: 'append', request: emptyRequest, ok: progressReply }),
};
