import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The texts of the summary 'Checkout' (/checkout/summary). */
export const summaryCatalogues: Catalogues = { en, ar };
export type SummaryTextId = TextId<typeof en>;
