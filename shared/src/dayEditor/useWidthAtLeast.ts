// Which of the given window widths the window reaches (the day editor's breakpoints, doc 2 §2.3, doc 3 §2).
import { useEffect, useState } from 'react';

/** The largest of `widths` (px) that the window is at least as wide as, or 0 below them all. */
export function useWidthAtLeast(widths: readonly number[]): number {
  const key = widths.join(',');
  const measure = () => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
    return Math.max(0, ...widths.filter((width) => window.matchMedia(`(min-width: ${width}px)`).matches));
  };
  const [reached, setReached] = useState(measure);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const queries = widths.map((width) => window.matchMedia(`(min-width: ${width}px)`));
    const onChange = () => setReached(measure());
    onChange();
    queries.forEach((query) => query.addEventListener('change', onChange));
    return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    // `key` stands for the widths' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return reached;
}
