// progress: progress tracking and body analysis (spec 3 /progress, /body-analysis).
// Units: weight thousandths of kg, waist and body measurements tenths of cm, calories kcal,
// SMM and BFM hundredths; histories are keyed by day (or week) unix seconds.
import { z } from 'zod';
import { defineCall } from '../define-call';
import { boundedRecord, dayKey, emptyRequest, unixSeconds } from '../entities';

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

export const progress = {
  get: defineCall({ request: emptyRequest, ok: progressReply }),
  getWeightHistory: defineCall({ request: emptyRequest, ok: weightHistories }),
  getBodyMeasurements: defineCall({ request: emptyRequest, ok: bodyMeasurements }),
  getBodyAnalaysis: defineCall({ request: emptyRequest, ok: bodyAnalysisHistories }),
  set: defineCall({ request: z.strictObject({ progress: z.array(progressEntry).min(1).max(400) }), ok: progressReply }),
  setWeight: defineCall({
    request: z.strictObject({ weight: z.strictObject({ date: unixSeconds, value: z.number().int().min(0).max(200_000) }) }),
    ok: weightHistories,
  }),
  setBodyMeasurements: defineCall({ request: z.strictObject({ progress: bodyMeasurement }), ok: bodyMeasurements }),
  setBodyAnalaysis: defineCall({
    request: z.strictObject({ data: z.strictObject({ date: unixSeconds, SMM: massValue, BFM: massValue }) }),
    ok: bodyAnalysisHistories,
  }),
  importFromFitbit: defineCall({ request: emptyRequest, ok: progressReply }),
};
