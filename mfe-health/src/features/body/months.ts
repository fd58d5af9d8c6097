// The month choice of the measurement and BFM & SMM modals: the open months (shared/domain openMonths), named in the
// page's language.
import type { LocaleFormat } from '@mealplan/shared/i18n';
import type { SelectOption } from '@mealplan/shared/ui';
import { dayFromParts } from '@mealplan/shared/time';

/** One option per month, its index as the value and 'LLLL yyyy' as the label. */
export function monthOptions(months: ReadonlyArray<{ year: number; month: number }>, format: LocaleFormat): SelectOption[] {
  return months.map((m, index) => ({ value: String(index), label: format.day(dayFromParts(m.year, m.month, 1) ?? 0, 'LLLL yyyy') }));
}
