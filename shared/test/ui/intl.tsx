// Renders kit components inside the kit's react-intl provider (English by default), as every area does.
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render as baseRender, type RenderOptions } from '@testing-library/react';
import { kitMessages } from '../../src/ui/i18n';
import { intlLocale } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locale';

export * from '@testing-library/react';

export function IntlWrapper({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={intlLocale(locale)} messages={kitMessages[locale]} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

export function render(ui: ReactElement, options: RenderOptions & { locale?: Locale } = {}) {
  const { locale, ...rest } = options;
  return baseRender(ui, { wrapper: ({ children }) => <IntlWrapper locale={locale}>{children}</IntlWrapper>, ...rest });
}
