// The forum's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic. Registered in the
// content area's AreaIntl (../../../i18n).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export type ForumMessageId = keyof typeof en;

export const forumCatalogues: Catalogues = { en, ar };

/** `t(id, values)`: one of the forum's texts in the current locale. */
export function useForumText(): (id: ForumMessageId, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id: ForumMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), [intl]);
}
