import { reaction } from 'mobx';
import type { SessionStore } from '../session/SessionStore';
import type { SocketClient } from '../session/SocketClient';
import { textDirection, type Locale } from './locale';
import type { LocaleStore } from './LocaleStore';

const SIGNED_OUT = Symbol('signed out');

/**
 * Keeps the page's locale in step with the session and the server (issue 8), owned by the shell:
 * - the signed-in customer's saved language (user.language) takes precedence while signed in, and this browser keeps it
 *   for its next visit (LocaleStore, PROFILE_LOCALE_COOKIE);
 * - the server is told the locale on every (re)connect and every change (client_check language), so its
 *   texts on this socket (errors, validation messages) are in the page's language;
 * - `choose` is the language switch: the cookie always, the profile (profile set, scenario 'language') when signed in.
 */
export class LocaleSync {
  constructor(
    private readonly client: SocketClient,
    private readonly session: SessionStore,
    private readonly store: LocaleStore,
  ) {}

  start(): () => void {
    const stops = [
      reaction(
        () => (this.session.isSignedIn ? this.session.user.language : SIGNED_OUT),
        (language) => {
          if (language === SIGNED_OUT) this.store.clearProfileLanguage();
          // Signed in, the profile not in yet (the session check on its way): the language this browser last had stays.
          else if (language !== undefined) this.store.applyProfileLanguage(language);
        },
        { fireImmediately: true },
      ),
      reaction(
        () => this.store.locale,
        (locale) => this.tellServer(locale),
      ),
      this.client.onConnect(() => this.tellServer(this.store.locale)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** The switch: an explicit choice, applied at once (no reload) and saved. */
  async choose(locale: Locale): Promise<void> {
    this.store.choose(locale);
    if (!this.session.isSignedIn) return;
    try {
      const reply = await this.client.call('profile', 'set', { scenario: 'language', language: locale });
      if (reply.user) this.session.setUser(reply.user);
    } catch (error) {
      // The page keeps the choice (and the cookie); the profile gets it at the next switch.
      console.error('saving the language failed', error);
    }
  }

  private tellServer(locale: Locale): void {
    if (!this.client.connected) return;
    this.client.call('client_check', 'language', { language: locale }, { background: true }).catch(() => undefined);
  }
}

/** Mirrors the locale on <html lang dir> (and keeps it so): the shell calls this once at start. */
export function reflectLocaleOn(element: HTMLElement, store: LocaleStore): () => void {
  return reaction(
    () => store.locale,
    (locale) => {
      element.lang = locale;
      element.dir = textDirection(locale);
    },
    { fireImmediately: true },
  );
}
