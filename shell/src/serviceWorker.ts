// Registers the site's service worker (doc 2 §7 "A service worker is registered"; shell/sw/sw.ts) in production
// builds, once the page has loaded, so the first visit's own downloads come first. A new worker takes over by itself
// (skipWaiting in the worker); the page keeps running the code it has, and the next navigation runs the new release.
// The browser's own registration does all this page needs (it listens to no worker event): no workbox-window on the
// first page.
import { reaction } from 'mobx';
import { offlineMenuStore } from '@mealplan/shared/offline';
import type { SessionStore } from '@mealplan/shared/session';

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(nav: Navigator = navigator): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in nav)) return;
  const register = () => {
    nav.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => console.error('Registering the service worker failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The offline copy of the menu goes with the session: cleared on sign-out and when another session replaces it. */
export function clearOfflineMenuOnSignOut(session: Pick<SessionStore, 'token'>): () => void {
  return reaction(
    () => session.token,
    (token, previous) => {
      if (previous && token !== previous)
        offlineMenuStore()
          .clear()
          .catch((error: unknown) => console.error('Clearing the offline menu failed', error));
    },
  );
}
