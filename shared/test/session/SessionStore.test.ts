/** @jest-environment jsdom */
import { HEADER_RENEW_DAYS } from '../../src/domain/startDates';
import { SessionStore, browserLanguage } from '../../src/session/SessionStore';
import { addDays, parseIsoDate } from '../../src/time';
import { readCookie } from '../../src/session/cookies';

function clearCookies(): void {
  document.cookie
    .split('; ')
    .filter(Boolean)
    .forEach((part) => {
      document.cookie = `${part.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});

describe('browserId', () => {
  it('is 16 uppercase letters kept in a session cookie shared by every store of the browser session', () => {
    const first = new SessionStore();
    expect(first.browserId).toMatch(/^[A-Z]{16}$/);
    expect(readCookie('browserId')).toBe(first.browserId);
    expect(new SessionStore().browserId).toBe(first.browserId);
  });

  it('is replaced on logout, and a second tab adopts the id the first tab already renewed', () => {
    const tabA = new SessionStore();
    const tabB = new SessionStore();
    const original = tabA.browserId;
    tabA.logout();
    expect(tabA.browserId).not.toBe(original);
    expect(tabA.browserId).toMatch(/^[A-Z]{16}$/);
    tabB.logout();
    expect(tabB.browserId).toBe(tabA.browserId);
  });

  it('stays out of sessionStorage', () => {
    new SessionStore();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('language', () => {
  it('takes the last 2 characters of the browser locale, default en-US', () => {
    expect(browserLanguage('ar-AE')).toBe('AE');
    expect(browserLanguage('en')).toBe('en');
    expect(browserLanguage(undefined)).toBe('US');
    expect(browserLanguage('')).toBe('US');
  });
});

describe('setUser and logout', () => {
  it('stores the user, persists the token and marks the session checked', () => {
    const store = new SessionStore();
    expect(store.isSignedIn).toBe(false);
    store.setUser({
      token: 'tok-1',
      user_id: 7,
      email: 'a@b.ae',
      firstName: 'Sara',
      lastName: 'Ali',
      phone: '501234567',
      hasPlan: true,
      language: 'ar',
    });
    expect(store.isSignedIn).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.user_id).toBe(7);
    expect(store.fullName).toBe('Sara Ali');
    expect(store.hasPlan).toBe(true);
    expect(store.user.language).toBe('ar');
    expect(store.user).not.toHaveProperty('token');
    expect(store.cc).toBe(true);
    expect(new SessionStore().token).toBe('tok-1');
  });

  it('keeps fields the update does not mention', () => {
    const store = new SessionStore();
    store.setUser({ token: 't', email: 'a@b.ae', hasPlan: true });
    store.setUser({ firstName: 'Omar' });
    expect(store.email).toBe('a@b.ae');
    expect(store.hasPlan).toBe(true);
    expect(store.firstName).toBe('Omar');
  });

  it('logout clears the user and the stored token', () => {
    const store = new SessionStore();
    store.setUser({ token: 't', user_id: 3, email: 'a@b.ae', hasPlan: true, renewPlan: true, canBeRenewed: true });
    store.logout();
    expect(store.isSignedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.user_id).toBeNull();
    expect(store.email).toBe('');
    expect(store.hasPlan).toBe(false);
    expect(store.canRenew).toBe(false);
    expect(store.user).toEqual({});
  });
});

describe('renewal', () => {
  it('canRenew needs both renewPlan and canBeRenewed', () => {
    const store = new SessionStore();
    store.setUser({ renewPlan: true, canBeRenewed: false });
    expect(store.canRenew).toBe(false);
    store.setUser({ canBeRenewed: true });
    expect(store.canRenew).toBe(true);
    store.setUser({ renewPlan: false });
    expect(store.canRenew).toBe(false);
  });

  it('shows the header renew link with the days left while a plan ends within 16 days', () => {
    const store = new SessionStore();
    // 2026-11-21 10:00 in Dubai; the server sends a plan's end as the start of its last day.
    const today = parseIsoDate('2026-11-21')!;
    const now = today + 10 * 3_600;
    expect(store.renewDaysLeft(now)).toBeNull();
    store.setUser({ hasPlan: true, renewPlan: false, planEndDate: addDays(today, 3) });
    // A plan awaiting payment: the server sends renewPlan false, and no link shows.
    expect(store.renewDaysLeft(now)).toBeNull();
    store.setUser({ renewPlan: true });
    expect(store.renewDaysLeft(now)).toBe(3);
    store.setUser({ planEndDate: addDays(today, HEADER_RENEW_DAYS) });
    expect(store.renewDaysLeft(now)).toBe(HEADER_RENEW_DAYS);
    store.setUser({ planEndDate: addDays(today, HEADER_RENEW_DAYS + 1) });
    expect(store.renewDaysLeft(now)).toBeNull();
    store.setUser({ planEndDate: today });
    expect(store.renewDaysLeft(now)).toBe(0);
    store.setUser({ planEndDate: addDays(today, -1) });
    expect(store.renewDaysLeft(now)).toBeNull();
    store.setUser({ hasPlan: false, planEndDate: addDays(today, 1) });
    expect(store.renewDaysLeft(now)).toBeNull();
  });
});

describe('navigation', () => {
  it('calls the registered navigate function until it is unregistered', () => {
    const store = new SessionStore();
    const navigate = jest.fn();
    const unregister = store.onNavigate(navigate);
    store.navigate('/sign-in');
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    unregister();
    const later = jest.fn();
    store.onNavigate(later);
    store.navigate('/');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledWith('/');
  });
});

describe('the signed-in cookie', () => {
  it('follows the token: set when a token is kept, removed at logout, and set at start for a session kept from before', () => {
    const store = new SessionStore();
    expect(readCookie('signed_in')).toBeUndefined();
    store.setUser({ user_id: 3, token: 'secret-token' });
    expect(readCookie('signed_in')).toBe('1');
    // A hint only: the token itself is never in a cookie.
    expect(document.cookie).not.toContain('secret-token');
    store.logout();
    expect(readCookie('signed_in')).toBeUndefined();

    localStorage.setItem('token', 'kept-token');
    expect(new SessionStore().isSignedIn).toBe(true);
    expect(readCookie('signed_in')).toBe('1');
  });

  it('is removed at start when no token is kept (the session left this browser another way)', () => {
    document.cookie = 'signed_in=1; path=/';
    expect(new SessionStore().isSignedIn).toBe(false);
    expect(readCookie('signed_in')).toBeUndefined();
  });

  it('is not written again at a start where it already says so (each write is a trip to the cookie store)', () => {
    localStorage.setItem('token', 'kept-token');
    new SessionStore();
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    try {
      expect(new SessionStore().isSignedIn).toBe(true);
      expect(written.filter((value) => value.startsWith('signed_in='))).toEqual([]);
      new SessionStore().logout();
      written.length = 0;
      // A guest without the cookie: nothing to remove.
      expect(new SessionStore().isSignedIn).toBe(false);
      expect(written.filter((value) => value.startsWith('signed_in='))).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
