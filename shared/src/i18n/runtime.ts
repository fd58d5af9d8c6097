import { referenceStore, sessionStore, socketClient } from '../session';
import { LocaleStore } from './LocaleStore';
import { LocaleSync } from './LocaleSync';
import { followPageLocale } from './lazyCatalogues';

/** The page's one LocaleStore: this module must be a Module Federation singleton, like the session. */
export const localeStore = new LocaleStore();

/** Reference lists are asked for in the site's chosen language, and asked again when it changes. */
referenceStore.followLanguage(() => localeStore.locale);

/** An area's texts in another language than English start downloading as its code arrives (lazyCatalogues.ts). */
followPageLocale(() => localeStore.locale);

/** Keeps the locale in step with the session and the server; the shell starts it (it owns the locale). */
export const localeSync = new LocaleSync(socketClient, sessionStore, localeStore);

/** The language switch: applies the choice at once and saves it (cookie; profile when signed in). */
export const chooseLocale = (locale: Parameters<LocaleSync['choose']>[0]): Promise<void> => localeSync.choose(locale);
