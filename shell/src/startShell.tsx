import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { isArea, type Area } from '@mealplan/shared/federation';
import { loadCatalogues, localeStore, prepareFormats } from '@mealplan/shared/i18n';
import { App } from './App';
import { reflectDescriptionOn } from './documentMeta';
import { loadAreaRoutes } from './federation/registry';
import { startRemotes, type Ready } from './federation/useRemotesStartup';
import { readPrerendered, type Prerendered } from './prerendered';
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
 * Whether the browser's first render of this page is the prerendered HTML: a guest, in the HTML's language, no
 * staging preview, and the route owned by the area the HTML shows.
 */
function rendersAsPrerendered(prerendered: Prerendered, ready: Ready): prerendered is Prerendered & { area: Area } {
  return isArea(prerendered.area) && sameFirstRender(prerendered, ready);
}

function sameFirstRender(prerendered: Prerendered, ready: Ready): boolean {
  return (
    !sessionStore.isSignedIn &&
    localeStore.locale === prerendered.locale &&
    ready.preview === null &&
    routeFor(ready.routes, window.location.pathname, false)?.area === prerendered.area
  );
}

/**
 * Renders the shell. A prerendered page stays on screen while the remotes start and its area's code loads, then is
 * hydrated, so the first client render is the server's HTML; any other page (or a prerendered one this browser would
 * render differently) is rendered afresh.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = readPrerendered(root);
  let started: Ready | undefined;
  if (prerendered && !sessionStore.isSignedIn) {
    try {
      started = await startRemotes();
      if (rendersAsPrerendered(prerendered, started)) {
        // The page's texts must be there before hydration (another language's load lazily): the shell's while the
        // area's code loads, then the area's, made when its code ran. The page's number formatters are made meanwhile
        // too, rather than in the middle of hydrating (prepareFormats).
        await Promise.all([
          loadAreaRoutes(prerendered.area, window.location.pathname),
          loadCatalogues(localeStore.locale),
          prepareFormats(localeStore.locale),
        ]);
        await loadCatalogues(localeStore.locale);
        // As a transition, React hydrates in slices and yields to the browser between them (a hydration outside one
        // runs as one long task): the page answers taps while it is made live, and what is tapped is hydrated first.
        const hydrating = started;
        startTransition(() => {
          hydrateRoot(root, page(hydrating));
        });
        // React now answers events on the page (hydrating what is clicked first).
        root.removeAttribute('inert');
        return;
      }
    } catch (error) {
      // The App starts over and shows the start-up failure or the area's failure panel, as on any page.
      console.error('Starting the prerendered page failed; it is rendered afresh', error);
    }
  }
  root.replaceChildren();
  root.removeAttribute('inert');
  // Not as a transition: the router reads the address as it renders and listens for changes only once committed, so
  // a render in slices would miss a back or forward step taken in between and show the wrong page.
  createRoot(root).render(page(started));
}

/** The start-up's third task (bootstrap.tsx, after React DOM's own): the page's stylesheets, the shell's components, then the page. */
export function startShell(): void {
  reflectDescriptionOn(document, localeStore);
  clearOfflineMenuOnSignOut(sessionStore);
  registerServiceWorker();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  void start(container);
}
