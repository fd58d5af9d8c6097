// progress get: everything the /progress page shows, read in one statement (one round trip; PGlite runs one query at
// a time): the three series, the registration day, the next delivery with its dishes, the delivered days' calories
// and the inputs of the daily calorie target.
import type { ActivityLevel } from '@mealplan/shared/domain';
import type { NextDelivery, ProgressPage } from '@mealplan/shared/protocol';
import { today } from '@mealplan/shared/time';
import type { Db } from '../db';
import { seriesOf, type EntryRow } from './entries';
import { DELIVERY_DAY, kcalOfThousandths } from './plan-days';
import { calorieTargetOf } from './target';

interface PageRow {
  registered_at: number;
  weight_g: number | null;
  height_cm: number | null;
  birthday: number | null;
  gender: string | null;
  activity_level: ActivityLevel | null;
  /** The entries as columns, by day. */
  days: number[] | null;
  weights: Array<number | null> | null;
  waists: Array<number | null> | null;
  calories: Array<number | null> | null;
  latest_weight_g: number | null;
  next_day: number | null;
  next_dishes: NextDelivery['dishes'] | null;
  plan_calories: Array<[number, number]> | null;
}

const PAGE_SQL = `
WITH delivery_days AS (
  SELECT od.order_id, od.day FROM order_days od JOIN orders o ON o.id = od.order_id WHERE ${DELIVERY_DAY}
), next_day AS (
  SELECT dd.day FROM delivery_days dd
  WHERE dd.day >= $2 AND EXISTS (SELECT 1 FROM order_dishes x WHERE x.order_id = dd.order_id AND x.day = dd.day)
  ORDER BY dd.day LIMIT 1
)
SELECT u.registered_at, u.weight_g, u.height_cm, u.birthday, u.gender, u.activity_level,
  e.days, e.weights, e.waists, e.calories,
  (SELECT w.weight_g FROM (
     SELECT day, weight_g, 0 AS weekly FROM progress_entries WHERE user_id = u.id AND weight_g IS NOT NULL
     UNION ALL SELECT week, weight_g, 1 FROM weekly_weights WHERE user_id = u.id
   ) w ORDER BY w.day DESC, w.weekly DESC LIMIT 1) AS latest_weight_g,
  nd.day AS next_day,
  (SELECT json_agg(json_build_object('dish_id', d.id, 'mealType_id', x.meal_type_id, 'title', d.title, 'title_ar', d.title_ar,
            'image', d.preview, 'calories', d.calories, 'protein', d.protein, 'carb', d.carb, 'fat', d.fat) ORDER BY x.meal_type_id, x.side_slot)
   FROM delivery_days dd JOIN order_dishes x ON x.order_id = dd.order_id AND x.day = dd.day JOIN dishes d ON d.id = x.dish_id
   WHERE dd.day = nd.day) AS next_dishes,
  (SELECT json_agg(json_build_array(p.day, p.calories))
   FROM (SELECT dd.day, SUM(d.calories)::int8 AS calories
         FROM delivery_days dd JOIN order_dishes x ON x.order_id = dd.order_id AND x.day = dd.day JOIN dishes d ON d.id = x.dish_id
         WHERE dd.day <= $2 GROUP BY dd.day ORDER BY dd.day DESC LIMIT 4000) p) AS plan_calories
FROM users u LEFT JOIN next_day nd ON true
LEFT JOIN LATERAL (
  SELECT array_agg(day ORDER BY day) AS days, array_agg(weight_g ORDER BY day) AS weights,
         array_agg(waist_tenths ORDER BY day) AS waists, array_agg(calories ORDER BY day) AS calories
  FROM progress_entries WHERE user_id = u.id
) e ON true
WHERE u.id = $1`;

function entriesOf({ days, weights, waists, calories }: PageRow): EntryRow[] {
  return (days ?? []).map((day, index) => ({
    day,
    weight_g: weights?.[index] ?? null,
    waist_tenths: waists?.[index] ?? null,
    calories: calories?.[index] ?? null,
  }));
}

export async function progressPage(db: Db, userId: number, now: number): Promise<ProgressPage> {
  const row = await db.one<PageRow>(PAGE_SQL, [userId, today(now)]);
  if (!row) return { progress: seriesOf([]), registered: 0, nextDelivery: null, planCalories: {}, calorieTarget: null };
  const gender = row.gender === 'male' || row.gender === 'female' ? row.gender : null;
  return {
    progress: seriesOf(entriesOf(row)),
    registered: row.registered_at,
    nextDelivery: row.next_day === null ? null : { date: row.next_day, dishes: row.next_dishes ?? [] },
    planCalories: Object.fromEntries((row.plan_calories ?? []).map(([day, calories]) => [String(day), kcalOfThousandths(calories)])),
    calorieTarget: calorieTargetOf(
      { weightGrams: row.latest_weight_g ?? row.weight_g, heightCm: row.height_cm, birthday: row.birthday, gender },
      row.activity_level,
      now,
    ),
  };
}
