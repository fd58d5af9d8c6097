// A page the server sent prerendered (issue 23): scripts/prerender.tsx renders the guest pages of the account area
// into <div id="root" data-prerendered="<locale>" data-prerendered-area="account">. The browser hydrates that HTML
// when its first render would be the same (a guest, in that language, the area's code loaded); otherwise it renders
// afresh. Nothing here may import a shared module: index.ts uses it before the async boundary.
import { TOKEN_KEY } from './federation/earlyStart';

/** The root's attribute naming the locale the HTML was rendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The root's attribute naming the area whose page the HTML shows. */
export const PRERENDERED_AREA_ATTRIBUTE = 'data-prerendered-area';

export interface Prerendered {
  locale: string;
  area: string;
}

/** What the root says about its prerendered HTML; undefined for the plain index.html (an empty root). */
export function readPrerendered(root: Element): Prerendered | undefined {
  const locale = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const area = root.getAttribute(PRERENDERED_AREA_ATTRIBUTE);
  return locale && area && root.hasChildNodes() ? { locale, area } : undefined;
}

/** Whether a session token is stored (the customer is signed in); refused storage counts as a guest. */
function hasSessionToken(win: Window): boolean {
  try {
    return Boolean(win.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * The prerendered pages are a guest's. A signed-in customer (the token lives in localStorage, which the server cannot
 * see) gets the guest page's HTML too: the prerendered pages' loader (scripts/paint-first.js) empties it before it is
 * laid out or painted; failing that (a page served without the loader), it is emptied here as soon as the shell's first
 * script runs, before the shared libraries download, so the customer sees a blank page for that moment rather than the
 * guest landing until React renders theirs. Returns whether the root was emptied.
 */
export function dropGuestPageWhenSignedIn(root: Element | null, win: Window = window): boolean {
  if (!root || !readPrerendered(root) || !hasSessionToken(win)) return false;
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_AREA_ATTRIBUTE);
  return true;
}

/**
 * Until the page is hydrated its HTML cannot answer a click or a key (React is not there yet): a prerendered root is
 * made inert as soon as the shell's first script runs, and startShell.tsx lets it go once React owns it. Without
 * scripts the page stays as the server sent it (readable, links working).
 */
export function holdUntilHydrated(root: HTMLElement | null): void {
  if (root && readPrerendered(root)) root.setAttribute('inert', '');
}
