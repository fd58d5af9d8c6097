import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { createIntl, RawIntlProvider } from 'react-intl';
import { intlCache } from './intlCache';
import { intlLocale } from './locale';
import { catalogueTexts, LazyCatalogues, type AreaCatalogues } from './lazyCatalogues';
import type { CatalogueTexts } from './message';
import type { Locale } from './locale';
import { localeStore } from './runtime';

/**
 * The react-intl provider of one area (the shell or a remote): its own catalogue for the current locale,
 * so a remote deployed alone brings its own texts. An area passes the kit's catalogue, `kitMessages` (shared/ui), as
 * kit components render in every area, and, if it shows the shared rules' messages, `ruleCatalogues`: both ride in
 * the area's bundle rather than in this runtime-shared module (whose chunk would otherwise import the kit's, a cycle:
 * the kit makes its lazy catalogues with this runtime). Later catalogues win on equal ids.
 * A lazy catalogue (lazyCatalogues.ts) loads a language when it is first needed; meanwhile the area keeps the language
 * it showed (a switch), or renders nothing when it has shown none (never English to an Arabic reader).
 */
export const AreaIntl = observer(function AreaIntl({ catalogues, children }: { catalogues: readonly AreaCatalogues[]; children: ReactNode }) {
  const { locale } = localeStore;
  const ready = catalogues.every((catalogue) => catalogueTexts(catalogue, locale) !== undefined);
  const shown = useRef<Locale | null>(null);
  if (ready) shown.current = locale;
  const rendered = shown.current;
  const texts = catalogues.map((catalogue) => (rendered === null ? undefined : catalogueTexts(catalogue, rendered)));
  useEffect(() => {
    if (ready) return;
    for (const catalogue of catalogues) {
      if (catalogue instanceof LazyCatalogues)
        catalogue.load(locale).catch((error: unknown) => console.error(`Loading the ${locale} texts failed`, error));
    }
  }, [ready, locale, catalogues]);
  // Built again only when the language or the texts change: a new object would make every react-intl consumer below
  // format afresh. Keyed by the texts' identities, not the array's: `[kitMessages, shellMessages]` written inline is
  // a new array each time.
  const messages = useMemo(
    () => Object.assign({}, ...texts) as CatalogueTexts,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rendered, ...texts],
  );
  // react-intl's IntlProvider, with the site's formatter cache (intlCache.ts: English counts without Intl).
  const intl = useMemo(
    () =>
      rendered === null
        ? null
        : createIntl({ locale: intlLocale(rendered), messages, defaultLocale: 'en', onError: reportMissingMessage }, areaCache),
    [rendered, messages],
  );
  if (intl === null) return null;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
});

/** The formatters every area's texts share (made once each, by locale and options). */
const areaCache = intlCache();

function reportMissingMessage(error: { code?: string; message: string }): void {
  // A missing Arabic text falls back to English visibly in tests (the catalogue-parity test catches it first).
  if (process.env.NODE_ENV !== 'production') console.warn(`[i18n] ${error.message}`);
}
