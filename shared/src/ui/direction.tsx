// Right-to-left helpers of the kit (issue 8): text that must stay left to right inside Arabic, titles picked by
// language, and a wheel that scrolls a row forward whatever the text direction.
import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locale';

/**
 * Keeps a phone number, a code, an email or an amount left to right inside Arabic text (an isolated run, so
 * "+971 50 123 4567" never turns into "4567 123 50 971+").
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** Catalog lists carry `title` (English) and `title_ar`: the page's language picks, English when no Arabic exists. */
export function localTitle(item: { title: string; title_ar?: string | null | undefined }, locale: Locale): string {
  return locale === 'ar' && item.title_ar ? item.title_ar : item.title;
}

/**
 * spec 1 /feedback/dish: a vertical wheel scrolls a horizontal row by half its delta. Wheel down moves forward
 * through the row, which is to the left in a right-to-left page (scrollLeft then decreases); a horizontal
 * gesture (deltaX) is physical already and keeps its sign.
 */
export function wheelScrollLeftDelta(event: Pick<WheelEvent, 'deltaX' | 'deltaY'>, direction: 'ltr' | 'rtl'): number {
  const vertical = Math.abs(event.deltaY) >= Math.abs(event.deltaX);
  const delta = (vertical ? event.deltaY : event.deltaX) / 2;
  return vertical && direction === 'rtl' ? -delta : delta;
}
