// A browser with a session carries this cookie: a hint, no secret (the session token stays in localStorage), by which
// the server sends a signed-in customer the shell's plain index.html rather than the guest page prerendered for the
// path (issue 23). Their page is their own: the guest page was downloaded, laid out and at times painted for nothing
// before the shell dropped it. A wrong hint costs a guest the prerendered page once, never a wrong page. The session
// store keeps it (session/cookies.ts, markSignedIn); the server reads it (server/src/http/prerendered-pages.ts).

/** Its value is 1; the server reads it with the request's other cookies. */
export const SIGNED_IN_COOKIE = 'signed_in';
