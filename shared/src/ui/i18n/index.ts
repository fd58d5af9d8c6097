import type { Catalogues } from '../../i18n/message';
import en from './en.json';
import ar from './ar.json';

/** The shared kit's texts: every AreaIntl includes them (kit components render in every area). */
export const kitMessages: Catalogues = { en, ar };
