import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { intlCache } from '../i18n/intlCache';
import { intlLocale } from '../i18n/locale';
import { kitMessages } from './i18n';

let englishFallback: IntlShape | undefined;

/**
 * The kit's react-intl object: the area's (every AreaIntl includes the kit's catalogue), or English from the
 * kit's own catalogue where a kit component is rendered outside any provider (a component test, a bare page).
 */
export function useKitIntl(): IntlShape {
  const intl = useContext(IntlContext) as IntlShape | undefined;
  if (intl) return intl;
  englishFallback ??= createIntl({ locale: intlLocale('en'), messages: kitMessages.texts('en'), defaultLocale: 'en' }, intlCache());
  return englishFallback;
}
