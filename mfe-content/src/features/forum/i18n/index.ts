// The forum's texts (issue 8): en.json holds the spec's English verbatim, ar.json the Arabic. Registered in the
// content area's AreaIntl (../../../i18n).
import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

export type ForumTextId = TextId<typeof en>;
export const forumCatalogues: Catalogues = { en, ar };
