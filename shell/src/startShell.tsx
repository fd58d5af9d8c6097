import { when } from 'mobx';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@mealplan/shared/router';
import { sessionStore, userRestored } from '@mealplan/shared/session';
import { isArea, type Area } from '@mealplan/shared/federation';
import { loadCatalogues, localeStore, prepareFormats } from '@mealplan/shared/i18n';
import { App } from './App';
import { reflectDescriptionOn } from './documentMeta';
import { loadAreaRoutes } from './federation/registry';
import { HandOverKeptInput, takeKeptInput } from './keptInput';
import { startRemotes, type Ready } from './federation/useRemotesStartup';
import { readPrerendered, type Prerendered } from './prerendered';
import { renderInSlices } from './renderInSlices';
import { routeFor } from './routing/routeTable';
import { clearOfflineMenuOnSignOut, registerServiceWorker } from './serviceWorker';
import { ShellRoot } from './ShellRoot';

const page = (started?: Ready) => (
  <ShellRoot>
    <BrowserRouter>
      <App started={started} />
    </BrowserRouter>
  </ShellRoot>
);

/**
 * Whether the browser's first render of this page shows what the prerendered HTML shows: the visitor it was made for
 * (a guest, or a customer whose session check has answered), in the HTML's language, no staging preview, and the route
 * owned by the area the HTML shows.
 */
function rendersAsPrerendered(prerendered: Prerendered, ready: Ready): prerendered is Prerendered & { area: Area } {
  return (
    isArea(prerendered.area) &&
    sessionStore.isSignedIn === (prerendered.audience === 'signedIn') &&
    localeStore.locale === prerendered.locale &&
    ready.preview === null &&
    routeFor(ready.routes, window.location.pathname, sessionStore.isSignedIn)?.area === prerendered.area
  );
}

/** How long a signed-in customer's prerendered page waits for the session check before React renders without it. */
const SESSION_CHECK_WAIT_MS = 3000;
/**
 * How long a signed-in page rendered afresh waits for the user the device kept (a few milliseconds: a key read and a
 * decrypt), so the header shows the customer's name as it first paints rather than "Profile" until the check answers.
 */
const KEPT_USER_WAIT_MS = 500;

/** Settles when `promise` does, or after `ms`, whichever comes first; never rejects. */
const atMost = (promise: Promise<unknown>, ms: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    promise
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });

/** The texts and code the page's first render needs (another language's texts load lazily). */
async function preparePage(area: Area): Promise<void> {
  // The shell's texts while the area's code loads, then the area's, made when its code ran. The page's number
  // formatters are made meanwhile too, rather than in the middle of the render (prepareFormats).
  await Promise.all([loadAreaRoutes(area, window.location.pathname), loadCatalogues(localeStore.locale), prepareFormats(localeStore.locale)]);
  await loadCatalogues(localeStore.locale);
}

/**
 * Renders the shell. A prerendered page stays on screen while the remotes start and its area's code loads: a guest's is
 * then hydrated (the first client render is the server's HTML); a signed-in customer's stays until the session check
 * has answered too (their name, their plan), then React's first render takes its place in one commit. Any other page
 * (or a prerendered one this browser would render differently) is rendered afresh.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = readPrerendered(root);
  let started: Ready | undefined;
  if (prerendered) {
    try {
      started = await startRemotes();
      if (rendersAsPrerendered(prerendered, started)) {
        await preparePage(prerendered.area);
        if (prerendered.audience === 'signedIn') {
          // Until the check answers, the signed-in routes show a spinner in place of the page (accessDecision). A check
          // that does not answer soon (no connection) leaves that to the page, as on any other.
          await when(() => sessionStore.cc || !sessionStore.isSignedIn, { timeout: SESSION_CHECK_WAIT_MS }).catch(() => undefined);
          if (rendersAsPrerendered(prerendered, started)) {
            // React empties the root as it commits its first render (no frame without the page in between).
            renderInSlices(root, page(started));
            return;
          }
        } else {
          // As a transition, React hydrates in slices and yields to the browser between them (a hydration outside one
          // runs as one long task). Meanwhile the loader keeps the page's taps; they are replayed once it is hydrated.
          const hydrating = started;
          startTransition(() => {
            hydrateRoot(
              root,
              <>
                {page(hydrating)}
                <HandOverKeptInput root={root} />
              </>,
            );
          });
          // React now answers events on the page (hydrating what is clicked first).
          root.removeAttribute('inert');
          return;
        }
      }
    } catch (error) {
      // The App starts over and shows the start-up failure or the area's failure panel, as on any page.
      console.error('Starting the prerendered page failed; it is rendered afresh', error);
    }
  }
  if (sessionStore.isSignedIn) await atMost(userRestored(), KEPT_USER_WAIT_MS);
  // A page rendered afresh: what the loader kept was made on elements that go now.
  takeKeptInput();
  root.replaceChildren();
  renderInSlices(root, page(started));
}

/** The start-up's third task (bootstrap.tsx, after React DOM's own): the page's stylesheets, the shell's components, then the page. */
export function startShell(): void {
  reflectDescriptionOn(document, localeStore);
  clearOfflineMenuOnSignOut(sessionStore);
  registerServiceWorker();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  void start(container);
}
