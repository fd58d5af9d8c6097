import { localeStore, localeSync, prepareFormats, reflectLocaleOn } from '@mealplan/shared/i18n';
import { sessionStore, socketClient } from '@mealplan/shared/session';

/**
 * The start-up's first task (bootstrap.tsx): the session and the locale. The shell owns the locale (issue 8): profile >
 * guest cookie > browser, mirrored on <html lang dir> and told to the server. The socket connects now, so the
 * session is on its way while the next task loads React and the shell's components.
 */
export function startSession(): void {
  localeSync.start();
  reflectLocaleOn(document.documentElement, localeStore);
  socketClient.connect(window.location.origin);
  if (sessionStore.isSignedIn) {
    // A signed-in page writes numbers as soon as the session is checked: their formatters are made while the check is
    // on its way, in a task of their own (prepareFormats says why).
    void prepareFormats(localeStore.locale);
  }
}
