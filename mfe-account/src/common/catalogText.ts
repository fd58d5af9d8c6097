import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, normaliseLanguage, type Locale } from '@mealplan/shared/i18n';
import { referenceStore } from '@mealplan/shared/session';

interface Titled {
  id: number;
  title: string;
  title_ar?: string;
}

/** The Arabic title when the page is in Arabic and the catalog has one, else the English title. */
export function pickTitle(locale: Locale, english: string, arabic: string | undefined): string {
  return locale === 'ar' && arabic ? arabic : english;
}

/**
 * Catalog names in the page's language: the reference lists carry `title`/`title_ar` (`name`/`name_ar`)
 * and the page picks. Read inside an observer component (the lists are observable).
 */
export function useCatalogText() {
  const locale = normaliseLanguage(useIntl().locale) ?? DEFAULT_LOCALE;
  const find = (list: string, id: number) => referenceStore.get<Titled[]>(list)?.find((item) => item.id === id);
  return {
    locale,
    dishTitle: (id: number, fallback: string) => pickTitle(locale, find('products', id)?.title ?? fallback, find('products', id)?.title_ar),
    typeTitle: (id: number) => {
      const type = find('typeList', id);
      return type ? pickTitle(locale, type.title, type.title_ar) : '';
    },
    dietName: (diet: { name: string; name_ar?: string }) => pickTitle(locale, diet.name, diet.name_ar),
  };
}
