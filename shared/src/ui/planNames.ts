// Weekday names and plan titles ("20 Days - No Fri & Sat", "30 Days - Full Week") in the page's language, from the
// kit's catalogue: every area names a plan and a weekday this one way (the English rule is domain/calendar planTitle).
import { useCallback } from 'react';
import { useKitIntl } from './useKitIntl';

export type WeekdayWidth = 'short' | 'long';

/** A weekday's name (0 = Sunday): 'Fri' (short, in plan titles and calendars) or 'Friday' (long). */
export function useWeekdayName(width: WeekdayWidth = 'short'): (day: number) => string {
  const intl = useKitIntl();
  return useCallback((day: number) => intl.formatMessage({ id: width === 'short' ? `kit.weekday.${day}` : `kit.weekdayLong.${day}` }), [intl, width]);
}

/** "20 Days - No Fri & Sat" / "30 Days - Full Week" (excluded weekdays once each, Sunday first) in the page's language. */
export function usePlanTitle(): (count: number, excludeWeekDays: readonly number[]) => string {
  const intl = useKitIntl();
  const weekday = useWeekdayName();
  return useCallback(
    (count: number, excludeWeekDays: readonly number[]) => {
      const excluded = [...new Set(excludeWeekDays)].sort((a, b) => a - b);
      if (excluded.length === 0) return intl.formatMessage({ id: 'kit.plan.fullWeek' }, { count });
      const days = excluded.map(weekday).join(intl.formatMessage({ id: 'kit.plan.and' }));
      return intl.formatMessage({ id: 'kit.plan.without' }, { count, days });
    },
    [intl, weekday],
  );
}
