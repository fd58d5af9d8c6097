import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export type AddressMessageId = keyof typeof en;
type Values = Record<string, string | number>;

/** The address step's texts (/menu/address), registered in the planner's AreaIntl. */
export const addressCatalogues: Catalogues = { en, ar };

/** `t(id, values)`: one of the address step's texts in the current locale. */
export function useAddressText(): (id: AddressMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: AddressMessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
