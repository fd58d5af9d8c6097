/** @jest-environment jsdom */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { planTitle } from '../../src/domain/calendar';
import { usePlanTitle, useWeekdayName } from '../../src/ui/planNames';
import type { Locale } from '../../src/i18n/locale';
import { IntlWrapper } from './intl';

const inLocale = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <IntlWrapper locale={locale}>{children}</IntlWrapper>;
  };

describe('plan titles and weekday names from the kit', () => {
  it("reads as the domain's English rule, excluded weekdays once each and Sunday first", () => {
    const { result } = renderHook(() => usePlanTitle(), { wrapper: inLocale('en') });
    for (const [count, excluded] of [
      [20, [6, 5, 5]],
      [30, []],
      [24, [0]],
    ] as const) {
      expect(result.current(count, excluded)).toBe(planTitle(count, excluded));
    }
    expect(result.current(20, [6, 5])).toBe('20 Days - No Fri & Sat');
  });

  it('in Arabic: the plural agrees with the count and the weekdays join with و', () => {
    const { result } = renderHook(() => usePlanTitle(), { wrapper: inLocale('ar') });
    expect(result.current(5, [])).toBe('5 أيام - الأسبوع كاملًا');
    expect(result.current(20, [6, 5])).toBe('20 يومًا - بدون الجمعة والسبت');
  });

  it('names weekdays short and long', () => {
    const { result: short } = renderHook(() => useWeekdayName(), { wrapper: inLocale('en') });
    const { result: long } = renderHook(() => useWeekdayName('long'), { wrapper: inLocale('en') });
    const { result: arabic } = renderHook(() => useWeekdayName('long'), { wrapper: inLocale('ar') });
    expect([short.current(5), long.current(5), arabic.current(5)]).toEqual(['Fri', 'Friday', 'الجمعة']);
  });
});
