import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The plan-action dialogs' and the cart panel's texts (spec 3 §2, §4, §8), English verbatim from the spec. */
export const planActionCatalogues: Catalogues = { en, ar };

export type PlanActionTextId = TextId<typeof en>;
