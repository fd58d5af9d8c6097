import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The /modify page's texts. */
export const modifyPageCatalogues: Catalogues = { en, ar };
export type ModifyPageTextId = TextId<typeof en>;
