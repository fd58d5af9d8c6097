// The cookie notice (spec 1 §9): shown until the visitor taps Ok, which sets showCookieMessage=false for 10000 days.
// The notice is part of a prerendered page's HTML (issue 38: it paints with the page instead of at React's first
// commit, seconds later on a slow phone), so the server sends a visitor who tapped Ok the copy of the page made without
// it, from its own folder beside the others (server/src/http/prerendered-pages.ts, shell/scripts/prerender.tsx). The
// render that hydrates a page follows its HTML, and the renders after it the cookie (shell/src/chrome/CookieNotice.tsx):
// the loader writes the cookie at a tap on Ok before React has the page, a guest's or a customer's
// (shell/scripts/paint-first.js).

/** The cookie the Ok button sets, and its value then. */
export const COOKIE_NOTICE_COOKIE = 'showCookieMessage';
export const COOKIE_NOTICE_ANSWERED = 'false';
/** spec 1 §9: the cookie lasts 10000 days. */
export const COOKIE_NOTICE_DAYS = 10_000;

/** Whether a visitor with this value of the cookie has tapped Ok (the notice is not shown again). */
export const cookieNoticeAnswered = (value: string | undefined): boolean => value === COOKIE_NOTICE_ANSWERED;

/** The folder, in a locale's prerendered pages, of the copies made for a visitor who has tapped Ok. */
export const WITHOUT_COOKIE_NOTICE_DIR = 'without-cookie-notice';
