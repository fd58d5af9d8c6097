import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { createIntl, IntlContext, RawIntlProvider, type IntlShape } from 'react-intl';
import { intlCache } from '../i18n/intlCache';
import { DEFAULT_LOCALE, intlLocale, normaliseLanguage } from '../i18n/locale';
import { kitMessages } from './i18n';

/**
 * The kit texts of the copy of the kit this remote was built with (a remote deployed alone brings its own texts),
 * over the area's messages around it; the language is the surrounding provider's, so the shell's switch applies.
 * The area's AreaIntl has loaded this copy's texts of that language when it passes this copy's kitMessages; until they
 * are there otherwise, nothing renders (as AreaIntl: no text id or English in their place).
 */
export const KitIntl = observer(function KitIntl({ children }: { children: ReactNode }) {
  const parent = useContext(IntlContext) as IntlShape | undefined;
  const tag = parent?.locale ?? intlLocale(DEFAULT_LOCALE);
  const locale = normaliseLanguage(tag) ?? DEFAULT_LOCALE;
  const kitTexts = kitMessages.texts(locale);
  useEffect(() => {
    if (!kitTexts) kitMessages.load(locale).catch((error: unknown) => console.error(`Loading the kit's ${locale} texts failed`, error));
  }, [kitTexts, locale]);
  const messages = useMemo(() => ({ ...parent?.messages, ...kitTexts }), [parent, kitTexts]);
  // react-intl's IntlProvider, with the site's formatter cache (intlCache.ts: English counts without Intl).
  const intl = useMemo(
    () =>
      kitTexts ? createIntl({ locale: tag, messages, defaultLocale: 'en', ...(parent?.onError ? { onError: parent.onError } : {}) }, kitCache) : null,
    [kitTexts, tag, messages, parent?.onError],
  );
  if (!intl) return null;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
});

/** The formatters the kit's texts share in this build of the kit. */
const kitCache = intlCache();
