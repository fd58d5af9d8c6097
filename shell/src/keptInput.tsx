// What a visitor did on a guest's prerendered page before React had it (issue 38). The prerendered pages' loader
// (scripts/paint-first.js) lets the HTML answer: links navigate, fields take typing, and a tap on a button or a form's
// submission is kept (window.mealplanKeptInput). Once React has hydrated the page, the shell hands them over here
// (HandOverKeptInput): each is replayed on the very element it was made on (hydration keeps the server's elements).
// What was typed, the kit's fields tell React themselves as they are hydrated (useTypedBeforeHydration).
import { useEffect } from 'react';

/** What the loader kept, in order: a tap on a button, a form's submission. */
export type KeptInput = { kind: 'click'; target: Element } | { kind: 'submit'; target: HTMLFormElement };

declare global {
  interface Window {
    /** Set by the loader on a guest's page: stops the keeping and hands over what was kept (once). */
    mealplanKeptInput?: () => KeptInput[];
  }
}

/** Stops the loader's keeping and takes what it kept; nothing when the page had no loader or it was taken already. */
export function takeKeptInput(win: Window = window): KeptInput[] {
  const take = win.mealplanKeptInput;
  return typeof take === 'function' ? take() : [];
}

/** Whether React has the element (hydrated it, or rendered it). */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** Replays the kept input in order, on elements still on the page; a tap repeated on one element is one. */
export function replayKeptInput(kept: readonly KeptInput[]): void {
  kept.forEach((input, index) => {
    const previous = kept[index - 1];
    if (!input.target.isConnected || (input.kind === 'click' && previous?.kind === 'click' && previous.target === input.target)) return;
    if (input.kind === 'submit') input.target.requestSubmit();
    else if (input.target instanceof HTMLElement) input.target.click();
  });
}

/** How often, and how long at most, the hand-over waits for React to have every control of the page. */
const HYDRATED_POLL_MS = 50;
const HYDRATED_WAIT_MS = 5000;

/** The page's controls: what a visitor can type in, tap or submit. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, form, [role="button"]';

/** Whether React has every control in `root` (parts of a page may hydrate after its root: an area's routes do). */
const controlsOwnedByReact = (root: Element) => [...root.querySelectorAll(CONTROLS)].every(ownedByReact);

/**
 * Rendered beside a hydrated guest page. Once React has committed the page's root, waits until React has every
 * control of the page too (an area's routes hydrate after the root), the loader keeping the input meanwhile; then, in
 * a task of its own (after the re-renders that follow a hydration: the controls that wait for the script are enabled
 * in React's render by then, and each field holds what was typed), stops the loader's keeping (React answers from now
 * on) and replays the taps and submissions.
 */
export function HandOverKeptInput({ root }: { root: Element }) {
  useEffect(() => {
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const handOver = () => {
      if (!controlsOwnedByReact(root) && Date.now() - startedAt < HYDRATED_WAIT_MS) timer = setTimeout(handOver, HYDRATED_POLL_MS);
      else timer = setTimeout(() => replayKeptInput(takeKeptInput()), 0);
    };
    handOver();
    return () => clearTimeout(timer);
  }, [root]);
  return null;
}
