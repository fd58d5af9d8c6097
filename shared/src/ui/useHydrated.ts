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

/**
 * Whether the prerendered pages' loader answers for this page (a guest's, in the browser: shell/scripts/paint-first.js
 * sets window.mealplanKeptInput, and the shell takes it once React has the page). It has then enabled the controls that
 * wait for the script, and keeps their taps.
 */
function loaderAnswers(): boolean {
  return typeof window !== 'undefined' && typeof (window as { mealplanKeptInput?: unknown }).mealplanKeptInput === 'function';
}

/**
 * A control disabled only until the page's script runs (while `hydrated` is false), marked data-until-script: the
 * prerendered pages' loader enables it on a guest's page and keeps a tap on it until React has the page, and a browser
 * without scripts keeps it disabled (a form is never sent as a plain one). Enabled as the loader left it in the render
 * that hydrates such a page, so the hydration matches the page.
 */
export function untilScript(hydrated: boolean): { disabled?: true; 'data-until-script'?: '' } {
  return hydrated || loaderAnswers() ? {} : { disabled: true, 'data-until-script': '' };
}
