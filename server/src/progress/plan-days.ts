// What the customer's plan tells the /progress page (read by page.ts): the next delivery with its dishes (the side
// panel) and the calories of the dishes delivered per day ("fill in from my plan"). Only paid plans, no skipped or
// paused day.
import { fromThousandths } from '@mealplan/shared/units';

/** A day of a paid plan of customer $1 on which dishes arrive (od: order_days, o: orders): not skipped, not inside a pause. */
export const DELIVERY_DAY = `o.user_id = $1 AND o.paid AND o.status IN ('active', 'finished') AND od.skipped_to IS NULL
  AND NOT EXISTS (SELECT 1 FROM pauses p WHERE p.order_id = o.id AND p.start_date <= od.day AND (p.end_date IS NULL OR od.day < p.end_date))`;

/** A day's dishes' calories (thousandths of kcal) as the page's kcal: rounded, at most 100,000. */
export const kcalOfThousandths = (calories: number): number => Math.min(100_000, Math.round(fromThousandths(calories)));
