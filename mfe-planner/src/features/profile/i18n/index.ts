import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export type ProfileMessageId = keyof typeof en;
type Values = Record<string, string | number>;

/** The profile step's texts (/menu/profile), registered in the planner's AreaIntl. */
export const profileCatalogues: Catalogues = { en, ar };

/** `t(id, values)`: one of the profile step's texts in the current locale. */
export function useProfileText(): (id: ProfileMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: ProfileMessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
