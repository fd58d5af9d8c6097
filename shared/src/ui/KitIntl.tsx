import { useContext, useMemo, type ReactNode } from 'react';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, intlLocale, normaliseLanguage } from '../i18n/locale';
import { kitMessages } from './i18n';

/**
 * The kit texts of the copy of the kit this remote was built with (a remote deployed alone brings its own texts),
 * over the area's messages around it; the language is the surrounding provider's, so the shell's switch applies.
 */
export function KitIntl({ children }: { children: ReactNode }) {
  const parent = useContext(IntlContext) as IntlShape | undefined;
  const tag = parent?.locale ?? intlLocale(DEFAULT_LOCALE);
  const locale = normaliseLanguage(tag) ?? DEFAULT_LOCALE;
  const messages = useMemo(() => ({ ...parent?.messages, ...kitMessages[locale] }), [parent, locale]);
  return (
    <IntlProvider locale={tag} messages={messages} defaultLocale="en" onError={parent?.onError}>
      {children}
    </IntlProvider>
  );
}
