import type { Catalogues } from '@mealplan/shared/i18n';
import en from './en.json';
import ar from './ar.json';

/** The shell's own texts (header, cookie notice, area panels, language switch). */
export const shellMessages: Catalogues = { en, ar };
