import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** 'Pay now' texts (issue 37); the unpaid notes are the spec's (doc 2 §2.3, §9). */
export const payNowCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
export type PayNowTextId = TextId<typeof en>;
