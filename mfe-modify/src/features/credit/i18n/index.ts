import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The /my-credit page's texts. */
export const creditCatalogues: Catalogues = { en, ar };
export type CreditTextId = TextId<typeof en>;
