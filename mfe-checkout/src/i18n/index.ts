import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The area's own texts (its label, its upcoming pages); each feature keeps its texts in its own i18n/ folder. */
export const checkoutCatalogues: Catalogues = { en, ar };

/** The ids of the area's own texts: `useText<CheckoutTextId>()`. */
export type CheckoutTextId = TextId<typeof en>;
