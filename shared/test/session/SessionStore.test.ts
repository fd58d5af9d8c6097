/** @jest-environment jsdom */
import { SessionStore, browserLanguage, RENEW_PROMPT_DAYS } from '../../src/session/SessionStore';
import { readCookie } from '../../src/session/cookies';

const DAY = 86_400;

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

  it('counts whole days left, rounded up', () => {
    const store = new SessionStore();
    const now = 1_800_000_000;
    expect(store.daysLeft(now)).toBeNull();
    store.setUser({ planEndDate: now + 3 * DAY });
    expect(store.daysLeft(now)).toBe(3);
    store.setUser({ planEndDate: now + 3 * DAY + 1 });
    expect(store.daysLeft(now)).toBe(4);
  });

  it('is due when a plan ends within 16 days', () => {
    const store = new SessionStore();
    const now = 1_800_000_000;
    store.setUser({ hasPlan: true, planEndDate: now + RENEW_PROMPT_DAYS * DAY });
    expect(store.renewDue(now)).toBe(true);
    store.setUser({ planEndDate: now + (RENEW_PROMPT_DAYS + 1) * DAY });
    expect(store.renewDue(now)).toBe(false);
    store.setUser({ planEndDate: now - DAY });
    expect(store.renewDue(now)).toBe(false);
    store.setUser({ hasPlan: false, planEndDate: now + DAY });
    expect(store.renewDue(now)).toBe(false);
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
