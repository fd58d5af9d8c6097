// progress get: everything the /progress page shows: the three series and the latest weight (one statement over the
// progress tables), the registration day and body data (accounts), the next delivery and the delivered days' dishes
// (orders) with their nutrition (catalog), and the daily calorie target.
import type { ProgressPage } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import { fromThousandths } from '@mealplan/shared/units';
import { readBodyData } from '../accounts/users';
import { dishCards } from '../catalog/lookups';
import { deliveredDishes, nextDelivery } from '../orders/reads/deliveries';
import { seriesOf, type EntryRow } from './entries';
import type { ProgressDeps } from './deps';
import { calorieTargetOf } from './target';

interface SeriesRow {
  /** The entries as columns, by day. */
  days: number[] | null;
  weights: Array<number | null> | null;
  waists: Array<number | null> | null;
  calories: Array<number | null> | null;
  latest_weight_g: number | null;
}

const SERIES_SQL = `
SELECT e.days, e.weights, e.waists, e.calories,
  (SELECT w.weight_g FROM (
     SELECT day, weight_g, 0 AS weekly FROM progress_entries WHERE user_id = $1 AND weight_g IS NOT NULL
     UNION ALL SELECT week, weight_g, 1 FROM weekly_weights WHERE user_id = $1
   ) w ORDER BY w.day DESC, w.weekly DESC LIMIT 1) AS latest_weight_g
FROM (
  SELECT array_agg(day ORDER BY day) AS days, array_agg(weight_g ORDER BY day) AS weights,
         array_agg(waist_tenths ORDER BY day) AS waists, array_agg(calories ORDER BY day) AS calories
  FROM progress_entries WHERE user_id = $1
) e`;

function entriesOf({ days, weights, waists, calories }: SeriesRow): EntryRow[] {
  return (days ?? []).map((day, index) => ({
    day,
    weight_g: weights?.[index] ?? null,
    waist_tenths: waists?.[index] ?? null,
    calories: calories?.[index] ?? null,
  }));
}

/** A day's dishes' calories (thousandths of kcal) as the page's kcal: rounded, at most 100,000. */
const kcalOfThousandths = (calories: number): number => Math.min(100_000, Math.round(fromThousandths(calories)));

export async function progressPage({ db, now: clock }: ProgressDeps, userId: number): Promise<ProgressPage> {
  const now = clock();
  const day = today(now);
  const [series, body, next, delivered] = await Promise.all([
    db.one<SeriesRow>(SERIES_SQL, [userId]),
    readBodyData(db, userId),
    nextDelivery(db, userId, day),
    deliveredDishes(db, userId, day),
  ]);
  const dishes = await dishCards(db, [...(next?.dishes.map((dish) => dish.dishId) ?? []), ...delivered.flatMap((entry) => entry.dishIds)]);
  const caloriesOf = (dishIds: readonly number[]) => dishIds.reduce((sum, id) => sum + (dishes.get(id)?.calories ?? 0), 0);
  return {
    progress: seriesOf(series ? entriesOf(series) : []),
    registered: body.registeredAt,
    nextDelivery: next && {
      date: next.day,
      dishes: next.dishes.flatMap(({ dishId, mealTypeId }) => {
        const card = dishes.get(dishId);
        return card ? [{ ...card, mealType_id: mealTypeId }] : [];
      }),
    },
    planCalories: Object.fromEntries(delivered.map((entry) => [String(entry.day), kcalOfThousandths(caloriesOf(entry.dishIds))])),
    calorieTarget: calorieTargetOf(
      { weightGrams: series?.latest_weight_g ?? body.weightGrams, heightCm: body.heightCm, birthday: body.birthday, gender: body.gender },
      body.activityLevel,
      now,
    ),
  };
}
