import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `margin` of the viewport (IntersectionObserver); once it has, it stays true. For
 * parts below the fold that are costly to load or draw (a chart): they start as the reader scrolls towards them, not
 * with the page. Where there is no IntersectionObserver, true at once. Returns the ref callback and the answer.
 */
export function useNearViewport(margin = '400px'): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
