import type { Catalogues } from '@mealplan/shared/i18n';
import type { TextId } from '@mealplan/shared/ui';
import en from './en.json';
import ar from './ar.json';

/** The texts of step 4 'Menu' (/checkout/menus). */
export const menusCatalogues: Catalogues = { en, ar };
export type MenusTextId = TextId<typeof en>;
