import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the rest of a page may be drawn: true from the render after the one that first committed `ready`, made in a
 * transition of its own, so React lays out and paints the page in two steps rather than in one long task (issue 38).
 * A second useDeferredValue of the first does not do this: inside a deferred render it answers the new value at once,
 * and both steps were committed together. True from the start when `ready` already is (a page shown again with its
 * data in).
 */
export function useAfterFirstCommit(ready: boolean): boolean {
  const [after, setAfter] = useState(ready);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return ready && after;
}
