import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

export const modifyAddressCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type ModifyAddressTextId = TextId<typeof en>;
