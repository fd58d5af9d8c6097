import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** 'Pay now' texts (issue 37); the unpaid notes are the spec's (doc 2 §2.3, §9). */
export const payNowCatalogues: Catalogues = { en, ar };
export type PayNowTextId = TextId<typeof en>;
