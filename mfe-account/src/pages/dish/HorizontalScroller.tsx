import { useEffect, useRef, type ReactNode } from 'react';

/**
 * spec 1 /feedback/dish: the wheel scrolls the list sideways by half its delta. Wheeling down moves on
 * through the list, which in a right-to-left page is towards the left (scrollLeft goes negative there).
 */
export function horizontalScrollStep(event: Pick<WheelEvent, 'deltaX' | 'deltaY'>, direction: 'ltr' | 'rtl' = 'ltr'): number {
  const wheelDown = Math.abs(event.deltaY) >= Math.abs(event.deltaX);
  const delta = wheelDown ? event.deltaY : event.deltaX;
  // A sideways wheel (deltaX) already names a physical direction; only the vertical wheel follows the reading order.
  return wheelDown && direction === 'rtl' ? -delta / 2 : delta / 2;
}

/** A row that scrolls sideways, also with a vertical mouse wheel. */
export function HorizontalScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (element.scrollWidth <= element.clientWidth) return;
      event.preventDefault();
      element.scrollLeft += horizontalScrollStep(event, getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr');
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);
  return (
    <div ref={ref} className="dish-scroller" role="list" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
