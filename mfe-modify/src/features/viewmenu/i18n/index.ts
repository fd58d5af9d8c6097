import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The /viewmenu page's texts. */
export const viewMenuCatalogues: Catalogues = { en, ar };
export type ViewMenuTextId = TextId<typeof en>;
