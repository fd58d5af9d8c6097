// A page React renders afresh (not hydrated): a signed-in customer's, and any page without a prerendered copy.
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { HOLDS_INPUT_ATTRIBUTE } from './prerendered';

/** Runs `run` once, when React has committed the render it is part of. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Renders `element` into `root` afresh, as a transition: React renders it in slices and yields to the browser between
 * them, rather than in one long task (a signed-in dashboard's first render was the longest of a phone's start-up:
 * issue 38), and commits it in one go. The root stays inert until then (or, the loader's way, all of it but the cookie
 * notice: the commit replaces what was inert). The router reads the address as it renders
 * and listens for back and forward steps only once committed: a step taken in between is told to it again then.
 */
export function renderInSlices(root: HTMLElement, element: ReactNode): void {
  let stepped = false;
  const onStep = () => {
    stepped = true;
  };
  window.addEventListener('popstate', onStep);
  const committed = () => {
    window.removeEventListener('popstate', onStep);
    root.removeAttribute('inert');
    root.removeAttribute(HOLDS_INPUT_ATTRIBUTE);
    if (stepped) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  };
  startTransition(() => {
    createRoot(root).render(
      <>
        {element}
        <OnCommit run={committed} />
      </>,
    );
  });
}
