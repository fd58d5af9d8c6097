// progress: progress tracking and body analysis (spec 3 /progress, /body-analysis, §7 "Channel progress").
// Units: weight thousandths of kg, waist and body measurements tenths of cm, calories kcal,
// SMM and BFM hundredths; histories are keyed by day (or week) unix seconds (Dubai day starts).
// The spec leaves the get replies' other fields open ("not shown"): `get` also carries what the /progress page shows
// beside the charts (registration day, next delivery, the plan's delivered calories, the daily calorie target), and
// `getBodyAnalaysis` the body-analysis header (the customer's body data).
import { z } from 'zod';
import { defineCall } from '../define-call';
import { boundedRecord, dayKey, emptyRequest, gender, id, unixSeconds, unixTime } from '../entities';

const MAX_DAYS = 4000;
const history = <V extends z.ZodType>(value: V) => boundedRecord(dayKey, value, MAX_DAYS);

const weightValue = z.number().int().min(0).max(500_000);
const waistValue = z.number().int().min(0).max(2_000);
const caloriesValue = z.number().int().min(0).max(100_000);
const bodyValue = z.number().int().min(0).max(2_000);
const longBodyValue = z.number().int().min(0).max(1_000_000);
const massValue = z.number().int().min(0).max(20_000);

export const progressSeries = z.object({
  weight: history(weightValue),
  waist: history(waistValue),
  calories: history(caloriesValue),
});
export type ProgressSeries = z.infer<typeof progressSeries>;

const progressEntry = z.strictObject({
  date: unixSeconds,
  weight: weightValue.optional(),
  waist: waistValue.optional(),
  calories: caloriesValue.optional(),
});

export const bodyMeasurement = z.strictObject({
  date: unixSeconds,
  bust: bodyValue,
  waist: bodyValue,
  hips: bodyValue,
  left_biceps: bodyValue,
  right_biceps: bodyValue,
  thigh: longBodyValue,
  calf: longBodyValue,
});
export type BodyMeasurement = z.infer<typeof bodyMeasurement>;

const weightHistories = z.object({ weightHistory: history(weightValue), BMIHistory: history(z.number().min(0).max(200)) });
const bodyAnalysisHistories = z.object({ SMMHistory: history(massValue), BFMHistory: history(massValue) });
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
    request: z.strictObject({ progress: z.array(progressEntry).min(1).max(400) }),
    ok: progressReply,
  }),
  setWeight: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.strictObject({ weight: z.strictObject({ date: unixSeconds, value: z.number().int().min(0).max(200_000) }) }),
    ok: weightHistories,
  }),
  setBodyMeasurements: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.strictObject({ progress: bodyMeasurement }),
    ok: bodyMeasurements,
  }),
  setBodyAnalaysis: defineCall({
    access: 'customer',
    limit: 'append',
    request: z.strictObject({ data: z.strictObject({ date: unixSeconds, SMM: massValue, BFM: massValue }) }),
    ok: bodyAnalysisHistories,
  }),
  importFromFitbit: defineCall({ access: 'customer', limit: 'append', request: emptyRequest, ok: progressReply }),
};
