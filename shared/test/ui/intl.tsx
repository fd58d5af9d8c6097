// Renders kit components inside the kit's react-intl provider (English by default), as every area does.
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render as baseRender, type RenderOptions } from '@testing-library/react';
import type { Catalogues } from '../../src/i18n/message';
import en from '../../src/ui/i18n/en.json';
import ar from '../../src/ui/i18n/ar.json';
import { intlLocale } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locale';

export * from '@testing-library/react';

/** The kit's texts in both languages at once (the pages load its Arabic lazily, kitMessages). */
export const kitCatalogues: Catalogues = { en, ar };

export function IntlWrapper({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={intlLocale(locale)} messages={kitCatalogues[locale]} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

export function render(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale, ...rest } = options;
  return baseRender(ui, { wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>, ...rest });
}
