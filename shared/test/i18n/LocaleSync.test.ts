/** @jest-environment jsdom */
import { LocaleStore } from '../../src/i18n/LocaleStore';
import { LocaleSync, reflectLocaleOn } from '../../src/i18n/LocaleSync';
import { LOCALE_COOKIE } from '../../src/i18n/locale';
import { SessionStore } from '../../src/session/SessionStore';
import { SocketClient } from '../../src/session/SocketClient';
import { FakeSocket } from '../session/fakeSocket';

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function setup({ languages = ['en-US'] }: { languages?: string[] } = {}) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  const socket = new FakeSocket();
  const client = new SocketClient({ factory: () => socket });
  const session = new SessionStore();
  const store = new LocaleStore();
  const sync = new LocaleSync(client, session, store);
  const stop = sync.start();
  client.connect('http://server.test');
  socket.fireConnect();
  return { socket, client, session, store, sync, stop };
}

const sentOf = (socket: FakeSocket, channel: string, type: string) =>
  socket.sent.filter((entry) => entry.channel === channel && entry.payload.type === type).map((entry) => entry.payload.data);

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('LocaleSync', () => {
  it('takes the browser language subtag (ar-AE is Arabic) and tells the server on connect', () => {
    const { socket, store, stop } = setup({ languages: ['ar-AE', 'en-US'] });
    expect(store.locale).toBe('ar');
    expect(sentOf(socket, 'client_check', 'language')).toEqual([{ language: 'ar' }]);
    stop();
  });

  it('a guest choice is applied at once, kept in the cookie, told to the server, and not sent to the profile', async () => {
    const { socket, store, sync, stop } = setup();
    await sync.choose('ar');
    expect(store.locale).toBe('ar');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ar`);
    expect(sentOf(socket, 'client_check', 'language')).toEqual([{ language: 'en' }, { language: 'ar' }]);
    expect(sentOf(socket, 'profile', 'set')).toEqual([]);
    stop();
  });

  it('nothing is stored without an explicit choice', () => {
    const { stop } = setup({ languages: ['ar'] });
    expect(document.cookie).not.toContain(`${LOCALE_COOKIE}=`);
    stop();
  });

  it("the signed-in customer's saved language wins over the cookie and the browser, and is dropped at sign-out", () => {
    document.cookie = `${LOCALE_COOKIE}=en; path=/`;
    const { session, store, stop } = setup({ languages: ['en-US'] });
    session.setUser({ token: 'T', user_id: 3, language: 'ar' });
    expect(store.locale).toBe('ar');
    session.logout();
    expect(store.locale).toBe('en');
    stop();
  });

  it("a signed-in customer's choice is saved alone with profile set, scenario language", async () => {
    const { socket, session, store, sync, stop } = setup();
    session.setUser({ token: 'T', user_id: 3, language: null });
    const saving = sync.choose('ar');
    expect(sentOf(socket, 'profile', 'set')).toEqual([{ scenario: 'language', language: 'ar' }]);
    socket.reply('profile', 'setOk', { message: 'Your language has been saved.', user: { user_id: 3, language: 'ar' } });
    await saving;
    expect(session.user.language).toBe('ar');
    expect(store.locale).toBe('ar');
    stop();
  });
});

describe("the customer's saved language for the next visit (the profile-locale cookie)", () => {
  const profileCookie = () => /(?:^|; )profile_locale=([^;]*)/.exec(document.cookie)?.[1];

  it('is kept while signed in, starts the next page in it before the session check answers, follows a change and goes at sign-out', () => {
    const first = setup({ languages: ['en-US'] });
    first.session.setUser({ token: 'T', user_id: 3, language: 'ar' });
    expect(profileCookie()).toBe('ar');
    first.stop();

    // The next page in this English browser: the token kept, the profile not in yet.
    const next = setup({ languages: ['en-US'] });
    expect(next.session.isSignedIn).toBe(true);
    expect(next.session.user.language).toBeUndefined();
    expect(next.store.locale).toBe('ar');
    expect(sentOf(next.socket, 'client_check', 'language')).toEqual([{ language: 'ar' }]);

    // The session check says otherwise (chosen in another browser): it decides, and the cookie follows.
    next.session.setUser({ user_id: 3, language: 'en' });
    expect(next.store.locale).toBe('en');
    expect(profileCookie()).toBe('en');
    next.session.logout();
    expect(profileCookie()).toBeUndefined();
    expect(next.store.locale).toBe('en');
    next.stop();
  });

  it('goes when the profile has no language, and follows the switch', async () => {
    const { socket, session, store, sync, stop } = setup({ languages: ['en-US'] });
    session.setUser({ token: 'T', user_id: 3, language: 'ar' });
    session.setUser({ language: null });
    expect(profileCookie()).toBeUndefined();
    session.setUser({ language: 'en' });
    const saving = sync.choose('ar');
    expect(profileCookie()).toBe('ar');
    socket.reply('profile', 'setOk', { message: 'Your language has been saved.', user: { user_id: 3, language: 'ar' } });
    await saving;
    expect([store.locale, profileCookie()]).toEqual(['ar', 'ar']);
    stop();
  });

  it("is not read without the signed-in cookie: a guest page starts in the guest's language", () => {
    document.cookie = 'profile_locale=ar; path=/';
    const { store, stop } = setup({ languages: ['en-US'] });
    expect(store.locale).toBe('en');
    expect(profileCookie()).toBeUndefined();
    stop();
  });
});

describe('reflectLocaleOn', () => {
  it('keeps <html lang dir> in step with the locale', () => {
    const store = new LocaleStore();
    const stop = reflectLocaleOn(document.documentElement, store);
    store.choose('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    store.choose('en');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    stop();
  });
});
