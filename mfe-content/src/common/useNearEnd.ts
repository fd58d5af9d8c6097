import { useEffect, useState } from 'react';

/** How far below the viewport the last item may still be when the next page is asked for. */
const AHEAD = '0px 0px 600px 0px';

/**
 * Calls `onNear` whenever `element` (the last item of a list) comes within reach of the viewport (IntersectionObserver), so the
 * next page is asked for before the reader gets there. Returns the ref callback to put on that element.
 */
export function useNearEnd(onNear: () => unknown): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onNear]);
  return setElement;
}
