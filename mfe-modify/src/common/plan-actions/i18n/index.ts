import { LazyCatalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';

/** The plan-action dialogs' and the cart panel's texts (spec 3 §2, §4, §8), English verbatim from the spec. */
export const planActionCatalogues = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });

export type PlanActionTextId = TextId<typeof en>;
