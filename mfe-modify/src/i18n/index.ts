import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** The area's own texts (its label, its upcoming pages); each feature keeps its texts in its own i18n/ folder. */
export const modifyCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });

/** The ids of the area's own texts: `useText<ModifyTextId>()`. */
export type ModifyTextId = TextId<typeof en>;
