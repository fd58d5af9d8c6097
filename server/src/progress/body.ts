// /body-analysis data (spec 3 §2 "Body Analysis", §3, §4, §7): weekly weights (weeks 1-4 of a month), body
// measurements (weeks 1 and 4), SMM and BFM per month, and the header's body data. BMI comes from shared/domain/body.
import { BODY_WEEKS, bmi, isCalendarMonthOpen, monthKey, weekOfKey, type MeasurementField } from '@mealplan/shared/domain';
import type { BodyMeasurement, BodyProfile } from '@mealplan/shared/protocol';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { today } from '@mealplan/shared/time';
import { readBodyData, registeredAt } from '../accounts/users';
import type { Db } from '../db';
import { ClientError } from '../errors';
import { allWeights } from './entries';
import type { ProgressDeps } from './deps';
import { PROGRESS_MESSAGES } from './messages';

type History = Record<string, number>;

/** A week key of an open month, not after today. */
async function checkWeek(db: Db, userId: number, week: number, now: number, bodyTab: boolean): Promise<void> {
  const which = weekOfKey(week);
  const date = toDubai(week);
  const registered = await registeredAt(db, userId);
  if (which === null || week > today(now) || !isCalendarMonthOpen(date.year, date.month, registered, now)) {
    throw new ClientError(PROGRESS_MESSAGES.weekNotOpen, { date: PROGRESS_MESSAGES.weekNotOpen });
  }
  if (bodyTab && !BODY_WEEKS.includes(which)) throw new ClientError(PROGRESS_MESSAGES.bodyWeeksOnly, { date: PROGRESS_MESSAGES.bodyWeeksOnly });
}

/** getWeightHistory: every weight (daily and weekly, grams) and the BMI of each (none without a height). */
export async function weightHistories({ db }: Pick<ProgressDeps, 'db'>, userId: number): Promise<{ weightHistory: History; BMIHistory: History }> {
  const height = (await readBodyData(db, userId)).heightCm;
  const weightHistory: History = {};
  const BMIHistory: History = {};
  for (const [day, grams] of await allWeights(db, userId)) {
    weightHistory[String(day)] = grams;
    const value = height === null ? null : bmi(grams, height);
    if (value !== null) BMIHistory[String(day)] = value;
  }
  return { weightHistory, BMIHistory };
}

/** setWeight: the week's one weight (grams). */
export async function saveWeeklyWeight(deps: ProgressDeps, userId: number, { week, grams }: { week: number; grams: number }) {
  const { db } = deps;
  const now = deps.now();
  await checkWeek(db, userId, week, now, false);
  await db.query(
    `INSERT INTO weekly_weights (user_id, week, weight_g, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, week) DO UPDATE SET weight_g = EXCLUDED.weight_g, updated_at = EXCLUDED.updated_at`,
    [userId, week, grams, now],
  );
  return weightHistories(deps, userId);
}

const FIELDS: readonly MeasurementField[] = ['bust', 'waist', 'hips', 'left_biceps', 'right_biceps', 'thigh', 'calf'];

/** getBodyMeasurements: week -> the week's measurements (tenths of cm). */
export async function bodyMeasurements(
  { db }: Pick<ProgressDeps, 'db'>,
  userId: number,
): Promise<{ bodyMeasurements: Record<string, BodyMeasurement> }> {
  const rows = await db.query<Omit<BodyMeasurement, 'date'> & { week: number }>(
    `SELECT week, ${FIELDS.join(', ')} FROM body_measurements WHERE user_id = $1 ORDER BY week`,
    [userId],
  );
  const result: Record<string, BodyMeasurement> = {};
  for (const { week, ...fields } of rows) result[String(week)] = { date: week, ...fields };
  return { bodyMeasurements: result };
}

/** setBodyMeasurements: all seven fields of week 1 or 4 (the schema requires every one). */
export async function saveBodyMeasurement(deps: ProgressDeps, userId: number, measurement: BodyMeasurement) {
  const { db } = deps;
  const now = deps.now();
  await checkWeek(db, userId, measurement.date, now, true);
  const values = FIELDS.map((field) => measurement[field]);
  await db.query(
    `INSERT INTO body_measurements (user_id, week, ${FIELDS.join(', ')}, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id, week) DO UPDATE SET ${FIELDS.map((field) => `${field} = EXCLUDED.${field}`).join(', ')}, updated_at = EXCLUDED.updated_at`,
    [userId, measurement.date, ...values, now],
  );
  return bodyMeasurements(deps, userId);
}

/** getBodyAnalaysis histories: month -> SMM and BFM (hundredths of kg). */
export async function analysisHistories({ db }: Pick<ProgressDeps, 'db'>, userId: number): Promise<{ SMMHistory: History; BFMHistory: History }> {
  const rows = await db.query<{ month: number; smm: number; bfm: number }>(
    'SELECT month, smm, bfm FROM body_analysis WHERE user_id = $1 ORDER BY month',
    [userId],
  );
  return {
    SMMHistory: Object.fromEntries(rows.map((row) => [String(row.month), row.smm])),
    BFMHistory: Object.fromEntries(rows.map((row) => [String(row.month), row.bfm])),
  };
}

/** setBodyAnalaysis: the month's SMM and BFM; `date` is the month's first day. */
export async function saveAnalysis(deps: ProgressDeps, userId: number, { month, smm, bfm }: { month: number; smm: number; bfm: number }) {
  const { db } = deps;
  const now = deps.now();
  const date = toDubai(month);
  const registered = await registeredAt(db, userId);
  if (month !== monthKey(date.year, date.month) || !isCalendarMonthOpen(date.year, date.month, registered, now)) {
    throw new ClientError(PROGRESS_MESSAGES.monthNotOpen, { date: PROGRESS_MESSAGES.monthNotOpen });
  }
  await db.query(
    `INSERT INTO body_analysis (user_id, month, smm, bfm, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, month) DO UPDATE SET smm = EXCLUDED.smm, bfm = EXCLUDED.bfm, updated_at = EXCLUDED.updated_at`,
    [userId, month, smm, bfm, now],
  );
  return analysisHistories(deps, userId);
}

/** The body-analysis header: name, height, gender, birthday, conditions, and the latest weight with its day. */
export async function bodyProfile({ db }: Pick<ProgressDeps, 'db'>, userId: number): Promise<BodyProfile> {
  const body = await readBodyData(db, userId);
  const weights = [...(await allWeights(db, userId))];
  const latest = weights[weights.length - 1];
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    heightCm: body.heightCm,
    gender: body.gender,
    birthday: body.birthday,
    medicalConditions: body.medicalConditions,
    weight: latest ? latest[1] : body.weightGrams,
    weightDate: latest ? latest[0] : null,
    registered: body.registeredAt,
  };
}
