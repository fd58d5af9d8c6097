// The start-date calendar (doc 2 §5.1 wizard step 1, §5.6 checkout step 3): one month at a time, Sunday first; the
// days `selectable` refuses (before the earliest start, excluded weekdays, holidays, after the last start) are
// disabled.
import { useState } from 'react';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { addDays, addMonths, currentUnixSeconds, dayOfMonth, monthStart, today, weekday } from '../time';
import { useKitIntl } from './useKitIntl';
import './startCalendar.css';

/** How far ahead the first selectable day is looked for. */
const SEARCH_DAYS = 400;
const WEEK = [0, 1, 2, 3, 4, 5, 6];

export interface StartCalendarProps {
  /** The id of the element that names the calendar (the field's label). */
  labelledBy: string;
  value: number | null;
  selectable(day: number): boolean;
  onChange(day: number): void;
  /** The last day that can be chosen: the next-month step stops at its month. */
  max?: number;
  /** The clock, unix seconds (tests pass their own). */
  now?: number;
  /** The line under the month naming the chosen day (default 'Starts on {date}'), given the formatted date. */
  chosenText?: (date: string) => string;
}

function firstSelectable(from: number, selectable: (day: number) => boolean): number {
  let day = from;
  for (let step = 0; step < SEARCH_DAYS && !selectable(day); step++) day = addDays(day, 1);
  return day;
}

/** The weeks of a month, Sunday first; null pads the first and last week. */
function monthWeeks(first: number): (number | null)[][] {
  const cells: (number | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; monthStart(day) === first; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function StartCalendar({ labelledBy, value, selectable, onChange, max, now = currentUnixSeconds(), chosenText }: StartCalendarProps) {
  const intl = useKitIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useLocaleFormat();
  const thisMonth = monthStart(today(now));
  const [shown, setShown] = useState(() => monthStart(value ?? firstSelectable(today(now), selectable)));
  const captionId = `${labelledBy}-month`;

  return (
    <div className="start-calendar">
      <div className="start-calendar__nav">
        <button
          type="button"
          className="start-calendar__step start-calendar__step--previous"
          aria-label={t('kit.calendar.previousMonth')}
          disabled={shown <= thisMonth}
          onClick={() => setShown(addMonths(shown, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="start-calendar__month" id={captionId} aria-live="polite">
          {format.day(shown, 'LLLL yyyy')}
        </p>
        <button
          type="button"
          className="start-calendar__step start-calendar__step--next"
          aria-label={t('kit.calendar.nextMonth')}
          disabled={max !== undefined && shown >= monthStart(max)}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="start-calendar__grid" aria-labelledby={`${labelledBy} ${captionId}`}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                {t(`kit.weekday.${day}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => (
                <td key={cell}>
                  {day !== null && (
                    <button
                      type="button"
                      className={['start-calendar__day', day === value ? 'start-calendar__day--chosen' : ''].filter(Boolean).join(' ')}
                      aria-pressed={day === value}
                      aria-label={format.day(day, 'cccc, d LLLL yyyy')}
                      disabled={!selectable(day)}
                      onClick={() => onChange(day)}
                    >
                      {format.number(dayOfMonth(day))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {value !== null && (
        <p className="start-calendar__chosen">
          {chosenText
            ? chosenText(format.day(value, 'cccc, d LLLL yyyy'))
            : t('kit.calendar.chosen', { date: format.day(value, 'cccc, d LLLL yyyy') })}
        </p>
      )}
    </div>
  );
}
