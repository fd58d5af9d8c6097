import { LazyCatalogues } from '@mealplan/shared/i18n';
import en from './en.json';

/**
 * The shared kit's texts: every area passes them to its AreaIntl (kit components render in every area). Arabic is its
 * own chunk, loaded when the page is or becomes Arabic (issue 23); made from the i18n runtime's LazyCatalogues, so the
 * shell's `loadCatalogues` loads it before a prerendered Arabic page hydrates.
 */
export const kitMessages = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
