// The texts of /menu/plan (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export type PlanMessageId = keyof typeof en;
type Values = Record<string, string | number>;

export const planCatalogues: Catalogues = { en, ar };

/** `t(id, values)`: one of the page's texts in the current locale. */
export function usePlanText(): (id: PlanMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: PlanMessageId, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}
