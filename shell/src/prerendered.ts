// A page the server sent prerendered (issue 23): scripts/prerender.tsx renders an area's pages into
// <div id="root" data-prerendered="<locale>" data-prerendered-area="<area>" data-prerendered-for="<audience>">, a
// guest's (the account area's landing, sign-in and sign-up) or a signed-in customer's (the modify area's dashboard as
// it stands while their data loads). The browser hydrates a guest page, and replaces a signed-in one with its own first
// render, when that render would show the same page (the visitor it was made for, in that language, the area's code
// loaded); otherwise it renders afresh. Nothing here may import a shared module: index.ts uses it before the async boundary.
import { TOKEN_KEY } from './federation/earlyStart';

/** The root's attribute naming the locale the HTML was rendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The root's attribute naming the area whose page the HTML shows. */
export const PRERENDERED_AREA_ATTRIBUTE = 'data-prerendered-area';
/** The root's attribute naming the visitor the HTML was rendered for (an Audience). */
export const PRERENDERED_AUDIENCE_ATTRIBUTE = 'data-prerendered-for';

/**
 * The root's attribute the prerendered pages' loader (scripts/paint-first.js) sets on a guest's page while it keeps
 * the page's taps and submissions for React (keptInput.tsx): the HTML answers, nothing is made inert.
 */
export const KEEPS_INPUT_ATTRIBUTE = 'data-keeps-input';

/**
 * The root's attribute the loader sets on a signed-in customer's page when it holds the page's input but for what
 * answers as HTML (the cookie notice, whose Ok it does at the tap): everything else in the root is inert until React's
 * render takes its place, and the root itself is not.
 */
export const HOLDS_INPUT_ATTRIBUTE = 'data-holds-input';

/** Who a prerendered page is for: a guest, or a signed-in customer (whose token the server never sees). */
export type Audience = 'guest' | 'signedIn';

export interface Prerendered {
  locale: string;
  area: string;
  audience: Audience;
}

/** What the root says about its prerendered HTML; undefined for the plain index.html (an empty root). */
export function readPrerendered(root: Element): Prerendered | undefined {
  const locale = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const area = root.getAttribute(PRERENDERED_AREA_ATTRIBUTE);
  const audience: Audience = root.getAttribute(PRERENDERED_AUDIENCE_ATTRIBUTE) === 'signedIn' ? 'signedIn' : 'guest';
  return locale && area && root.hasChildNodes() ? { locale, area, audience } : undefined;
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
 * The server picks a prerendered page by the signed-in cookie, a hint: the token lives in localStorage, which it cannot
 * see. A page made for the other visitor (the guest landing for a customer whose session predates the cookie, the
 * dashboard for a browser whose token is gone) is emptied by the prerendered pages' loader (scripts/paint-first.js)
 * before it is laid out or painted; failing that (a page served without the loader), here, as soon as the shell's first
 * script runs, so the visitor sees a blank page for that moment rather than someone else's page until React renders
 * theirs. Returns whether the root was emptied.
 */
export function dropPageForAnotherVisitor(root: Element | null, win: Window = window): boolean {
  const prerendered = root && readPrerendered(root);
  if (!prerendered || (prerendered.audience === 'signedIn') === hasSessionToken(win)) return false;
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_AREA_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_AUDIENCE_ATTRIBUTE);
  return true;
}

/**
 * Until React owns the page its HTML cannot answer a click or a key: a prerendered root is made inert as soon as the
 * shell's first script runs, and startShell.tsx lets it go once React has it; not a page whose loader answers for it
 * already (a guest's, whose input it keeps for React: KEEPS_INPUT_ATTRIBUTE; a customer's, all of it inert but the
 * cookie notice: HOLDS_INPUT_ATTRIBUTE). Without scripts the page stays as the server sent it (readable, links working).
 */
export function holdUntilHydrated(root: HTMLElement | null): void {
  if (root && readPrerendered(root) && !root.hasAttribute(KEEPS_INPUT_ATTRIBUTE) && !root.hasAttribute(HOLDS_INPUT_ATTRIBUTE))
    root.setAttribute('inert', '');
}
