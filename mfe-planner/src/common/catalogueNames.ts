// Catalogue names in the page's language: get_arrays sends the Arabic beside the English (title_ar / name_ar); plan
// titles ("20 Days - No Fri & Sat") are built from the area's catalogue. Shared by every step of the wizard.
import { useCallback } from 'react';
import { localName, type Locale, type Named } from '@mealplan/shared/i18n';
import { useText, type TextId } from '@mealplan/shared/ui';
import type areaEn from '../i18n/en.json';

export { localName, useLocalName } from '@mealplan/shared/i18n';

/** A list joined as the language writes it: "Peanuts, Milk and Eggs" (British English, as UAE services write), "…و…". */
export function joinList(names: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'ar' ? 'ar' : 'en-GB', { style: 'long', type: 'conjunction' }).format(names);
}

/** Names of the ids found in a list, joined with the language's list format. */
export function joinNames(ids: readonly (number | string)[], items: readonly ({ id: number | string } & Named)[], locale: Locale): string {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const names = ids.map((id) => byId.get(String(id))).map((item, index) => (item ? localName(item, locale) : String(ids[index])));
  return joinList(names, locale);
}

/** A weekday's short name (0 = Sunday) in the page's language. */
export function useWeekdayName(): (day: number) => string {
  const t = useText<TextId<typeof areaEn>>();
  return useCallback((day: number) => t(`area.weekday.${day}` as keyof typeof areaEn), [t]);
}

/** "20 Days - No Fri & Sat" / "30 Days - Full Week" in the page's language. */
export function usePlanTitle(): (count: number, excludeWeekDay: readonly number[]) => string {
  const t = useText<TextId<typeof areaEn>>();
  const weekday = useWeekdayName();
  return useCallback(
    (count: number, excludeWeekDay: readonly number[]) => {
      const excluded = [...new Set(excludeWeekDay)].sort((a, b) => a - b);
      if (excluded.length === 0) return t('area.plan.fullWeek', { count });
      return t('area.plan.without', { count, days: excluded.map(weekday).join(t('area.plan.and')) });
    },
    [t, weekday],
  );
}
