import { useEffect, useRef, type ReactNode } from 'react';
import { wheelScrollLeftDelta } from '@mealplan/shared/ui';

/** spec 1 /feedback/dish: the wheel scrolls the list sideways by half its delta. */
export function horizontalScrollStep(event: Pick<WheelEvent, 'deltaX' | 'deltaY'>): number {
  const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
  return delta / 2;
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
      // Forward through the row in either direction (to the left in Arabic).
      element.scrollLeft += wheelScrollLeftDelta(event, getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr');
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
