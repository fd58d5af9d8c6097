// luxon's DateTime of a Dubai instant, for the screens and server code that compute with calendar fields (years,
// months, ages). Apart from @mealplan/shared/time so that module, which every page loads, carries no date library:
// what imports this loads luxon.
import { DateTime } from 'luxon';
import { ZONE } from './time';

const LOCALE = 'en-US';

export function toDubai(unixSeconds: number): DateTime {
  return DateTime.fromSeconds(unixSeconds, { zone: ZONE, locale: LOCALE });
}
