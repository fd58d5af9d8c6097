import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** The /viewmenu page's texts. */
export const viewMenuCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type ViewMenuTextId = TextId<typeof en>;
