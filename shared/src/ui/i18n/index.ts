import type { Catalogues } from '../../i18n/AreaIntl';
import en from './en.json';
import ar from './ar.json';

/** The shared kit's texts: every area passes them to its AreaIntl before its own catalogue. */
export const kitMessages: Catalogues = { en, ar };
