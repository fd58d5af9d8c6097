import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
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
  if (!kitTexts) return null;
  return (
    <IntlProvider locale={tag} messages={messages} defaultLocale="en" onError={parent?.onError}>
      {children}
    </IntlProvider>
  );
});
