import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the value only differs between hydrating and every render after. */
const unchanging = () => () => undefined;
const inBrowser = () => true;
const asServerRendered = () => false;

/**
 * False while React hydrates HTML rendered ahead of time (a prerendered page, and that rendering itself); true in
 * every other render. What only the browser knows (its cookies, data loaded since the page started) is shown once
 * this is true, so the hydrating render is the server's HTML and React re-renders with the browser's values after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, inBrowser, asServerRendered);
}
