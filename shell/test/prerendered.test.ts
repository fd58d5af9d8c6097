/** @jest-environment jsdom */
import { dropPageForAnotherVisitor, holdUntilHydrated, readPrerendered, type Audience } from '../src/prerendered';

/** A root as the server sends it: prerendered (with its locale, area and audience) or index.html's empty one. */
function root(audience: Audience | null): HTMLElement {
  const element = document.createElement('div');
  if (audience === 'guest') {
    element.setAttribute('data-prerendered', 'ar');
    element.setAttribute('data-prerendered-area', 'account');
    element.setAttribute('data-prerendered-for', 'guest');
    element.innerHTML = '<main><h1>Sign In</h1></main>';
  }
  if (audience === 'signedIn') {
    element.setAttribute('data-prerendered', 'en');
    element.setAttribute('data-prerendered-area', 'modify');
    element.setAttribute('data-prerendered-for', 'signedIn');
    element.innerHTML = '<main><h1>Welcome</h1></main>';
  }
  return element;
}

afterEach(() => localStorage.clear());

describe('a prerendered page', () => {
  it('is recognised by its root, with the locale, area and visitor it was rendered for', () => {
    expect(readPrerendered(root('guest'))).toEqual({ locale: 'ar', area: 'account', audience: 'guest' });
    expect(readPrerendered(root('signedIn'))).toEqual({ locale: 'en', area: 'modify', audience: 'signedIn' });
    expect(readPrerendered(root(null))).toBeUndefined();
    // A page from before pages had an audience is a guest's.
    const unmarked = root('guest');
    unmarked.removeAttribute('data-prerendered-for');
    expect(readPrerendered(unmarked)?.audience).toBe('guest');
  });

  it("is emptied at once when it is another visitor's, and kept for its own", () => {
    const guestPage = root('guest');
    expect(dropPageForAnotherVisitor(guestPage)).toBe(false);
    expect(guestPage.textContent).toBe('Sign In');
    const dashboardWithoutSession = root('signedIn');
    expect(dropPageForAnotherVisitor(dashboardWithoutSession)).toBe(true);
    expect(dashboardWithoutSession.childNodes).toHaveLength(0);
    expect(readPrerendered(dashboardWithoutSession)).toBeUndefined();
    expect(dashboardWithoutSession.hasAttribute('data-prerendered-for')).toBe(false);

    localStorage.setItem('token', 'a-session-token');
    const guestPageOfCustomer = root('guest');
    expect(dropPageForAnotherVisitor(guestPageOfCustomer)).toBe(true);
    expect(guestPageOfCustomer.childNodes).toHaveLength(0);
    expect(readPrerendered(guestPageOfCustomer)).toBeUndefined();
    const dashboard = root('signedIn');
    expect(dropPageForAnotherVisitor(dashboard)).toBe(false);
    expect(dashboard.textContent).toBe('Welcome');
    expect(dropPageForAnotherVisitor(root(null))).toBe(false);
    expect(dropPageForAnotherVisitor(null)).toBe(false);
  });

  it('is inert until React has it; index.html is not', () => {
    for (const audience of ['guest', 'signedIn'] as const) {
      const prerendered = root(audience);
      holdUntilHydrated(prerendered);
      expect(prerendered.hasAttribute('inert')).toBe(true);
    }
    const plain = root(null);
    holdUntilHydrated(plain);
    expect(plain.hasAttribute('inert')).toBe(false);
  });

  it('leaves a page whose loader answers for it as the loader left it', () => {
    for (const [audience, attribute] of [
      ['guest', 'data-keeps-input'],
      ['signedIn', 'data-holds-input'],
    ] as const) {
      const prerendered = root(audience);
      prerendered.setAttribute(attribute, '');
      holdUntilHydrated(prerendered);
      expect(prerendered.hasAttribute('inert')).toBe(false);
    }
  });
});
