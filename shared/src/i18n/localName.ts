// Catalogue names in the page's language: get_arrays sends the Arabic beside the English (title_ar / name_ar).
import { useCallback } from 'react';
import { useLocaleFormat } from './format';
import type { Locale } from './locale';

export type Named = { title: string } | { name: string };

/** The Arabic name when the page is Arabic and the catalogue has one, else the English. */
export function localName(item: Named, locale: Locale): string {
  const record = item as Record<string, unknown>;
  const english = 'title' in item ? item.title : item.name;
  const arabic = 'title' in item ? record.title_ar : record.name_ar;
  return locale === 'ar' && typeof arabic === 'string' && arabic !== '' ? arabic : english;
}

/** localName() in the page's language. */
export function useLocalName(): (item: Named) => string {
  const { locale } = useLocaleFormat();
  return useCallback((item: Named) => localName(item, locale), [locale]);
}
