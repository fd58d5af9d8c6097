import { LazyCatalogues } from '@mealplan/shared/i18n';
import en from './en.json';

/** The shell's own texts (header, cookie notice, area panels, language switch): Arabic is its own chunk, loaded when needed. */
export const shellMessages = new LazyCatalogues(en, { ar: () => import(/* webpackChunkName: "texts-ar" */ './ar.json') });
