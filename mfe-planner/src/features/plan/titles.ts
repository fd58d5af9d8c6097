// Catalogue names in the page's language: get_arrays sends the Arabic beside the English (title_ar / name_ar).
import type { Locale } from '@mealplan/shared/i18n';

type Named = { title: string } | { name: string };

/** The Arabic name when the page is Arabic and the catalogue has one, else the English. */
export function localName(item: Named, locale: Locale): string {
  const record = item as Record<string, unknown>;
  const english = 'title' in item ? item.title : item.name;
  const arabic = 'title' in item ? record.title_ar : record.name_ar;
  return locale === 'ar' && typeof arabic === 'string' && arabic !== '' ? arabic : english;
}

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
