import { LocaleStore } from './LocaleStore';

/** The page's one LocaleStore: this module must be a Module Federation singleton, like the session. */
export const localeStore = new LocaleStore();
