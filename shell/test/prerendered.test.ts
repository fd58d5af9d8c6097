/** @jest-environment jsdom */
import { dropGuestPageWhenSignedIn, holdUntilHydrated, readPrerendered } from '../src/prerendered';

/** A root as the server sends it: prerendered (with its locale and area) or index.html's empty one. */
function root(prerendered: boolean): HTMLElement {
  const element = document.createElement('div');
  if (prerendered) {
    element.setAttribute('data-prerendered', 'ar');
    element.setAttribute('data-prerendered-area', 'account');
    element.innerHTML = '<main><h1>Sign In</h1></main>';
  }
  return element;
}

afterEach(() => localStorage.clear());

describe('a prerendered page', () => {
  it('is recognised by its root, with the locale and area it was rendered for', () => {
    expect(readPrerendered(root(true))).toEqual({ locale: 'ar', area: 'account' });
    expect(readPrerendered(root(false))).toBeUndefined();
  });

  it('is emptied at once for a signed-in customer, and kept for a guest', () => {
    const guest = root(true);
    expect(dropGuestPageWhenSignedIn(guest)).toBe(false);
    expect(guest.textContent).toBe('Sign In');

    localStorage.setItem('token', 'a-session-token');
    const customer = root(true);
    expect(dropGuestPageWhenSignedIn(customer)).toBe(true);
    expect(customer.childNodes).toHaveLength(0);
    expect(readPrerendered(customer)).toBeUndefined();
    expect(dropGuestPageWhenSignedIn(root(false))).toBe(false);
  });

  it('is inert until hydrated; index.html is not', () => {
    const prerendered = root(true);
    holdUntilHydrated(prerendered);
    expect(prerendered.hasAttribute('inert')).toBe(true);
    const plain = root(false);
    holdUntilHydrated(plain);
    expect(plain.hasAttribute('inert')).toBe(false);
  });
});
