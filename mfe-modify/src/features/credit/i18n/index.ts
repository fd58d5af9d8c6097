import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** The /my-credit page's texts. */
export const creditCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type CreditTextId = TextId<typeof en>;
