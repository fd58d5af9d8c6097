// The content area's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic.
// Static pages themselves are database content and stay as written; only the interface around them is here.
import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AreaIntl, type Catalogues } from '@mealplan/shared/i18n';
import { kitMessages } from '@mealplan/shared/ui';
import { forumCatalogues } from '../features/forum/i18n';
import en from './en.json';
import ar from './ar.json';

export type ContentMessageId = keyof typeof en;

export const contentCatalogues: Catalogues = { en, ar };

/** The area's react-intl provider, at the root of the content remote, with the shared kit's texts (404, upcoming pages). */
export function ContentIntl({ children }: { children: ReactNode }) {
  return <AreaIntl catalogues={[kitMessages, contentCatalogues, forumCatalogues]}>{children}</AreaIntl>;
}

/** `t(id)`: one of the area's texts in the current locale. */
export function useText(): (id: ContentMessageId) => string {
  const intl = useIntl();
  return useCallback((id: ContentMessageId) => intl.formatMessage({ id }), [intl]);
}
