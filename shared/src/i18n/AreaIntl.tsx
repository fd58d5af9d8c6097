import { useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { IntlProvider } from 'react-intl';
import { intlLocale } from './locale';
import type { Catalogues } from './message';
import { kitMessages } from '../ui/i18n';
import { localeStore } from './runtime';

/**
 * The react-intl provider of one area (the shell or a remote): its own catalogue for the current locale,
 * so a remote deployed alone brings its own texts. The kit's catalogue is always included (kit components render in
 * every area); an area that shows the shared rules' messages passes `ruleCatalogues` (shared/ui) itself, so they
 * ride in that area's bundle rather than in this runtime-shared module. Later catalogues win on equal ids.
 */
export const AreaIntl = observer(function AreaIntl({ catalogues, children }: { catalogues: readonly Catalogues[]; children: ReactNode }) {
  const { locale } = localeStore;
  // Built again only when the language or the catalogues change: a new object would make every react-intl consumer
  // below format afresh. Areas pass catalogues made once at module level (an inline array literal is new every render).
  const messages = useMemo(
    () => Object.assign({}, ...[kitMessages, ...catalogues].map((catalogue) => catalogue[locale])) as Record<string, string>,
    // The catalogues' identities, not the array's: `[kitMessages, shellMessages]` written inline is a new array each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, ...catalogues],
  );
  return (
    <IntlProvider locale={intlLocale(locale)} messages={messages} defaultLocale="en" onError={reportMissingMessage}>
      {children}
    </IntlProvider>
  );
});

function reportMissingMessage(error: { code?: string; message: string }): void {
  // A missing Arabic text falls back to English visibly in tests (the catalogue-parity test catches it first).
  if (process.env.NODE_ENV !== 'production') console.warn(`[i18n] ${error.message}`);
}
