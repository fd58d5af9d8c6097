// The start-date calendar of step 1 (doc 2 §5.1): one month at a time; days before the earliest start, excluded
// weekdays and holidays are disabled.
import { useState } from 'react';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { addDays, addMonths, dayOfMonth, today, weekday } from '@mealplan/shared/time';
import { useText, type TextId } from '@mealplan/shared/ui';
import { useWeekdayName } from '../../common/catalogueNames';
import { now } from '../../common/reference';
import type en from './i18n/en.json';

const monthStart = (day: number) => addDays(day, 1 - dayOfMonth(day));
/** How far ahead the first selectable day is looked for. */
const SEARCH_DAYS = 400;

export interface StartCalendarProps {
  labelledBy: string;
  value: number | null;
  selectable(day: number): boolean;
  onChange(day: number): void;
}

function firstSelectable(selectable: (day: number) => boolean): number {
  let day = today(now());
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

export function StartCalendar({ labelledBy, value, selectable, onChange }: StartCalendarProps) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const weekdayName = useWeekdayName();
  const [shown, setShown] = useState(() => monthStart(value ?? firstSelectable(selectable)));
  const thisMonth = monthStart(today(now()));
  const captionId = `${labelledBy}-month`;

  return (
    <div className="start-calendar">
      <div className="start-calendar__nav">
        <button
          type="button"
          className="start-calendar__step start-calendar__step--previous"
          aria-label={t('build.date.previousMonth')}
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
          aria-label={t('build.date.nextMonth')}
          onClick={() => setShown(addMonths(shown, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="start-calendar__grid" aria-labelledby={`${labelledBy} ${captionId}`}>
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <th key={day} scope="col">
                {weekdayName(day)}
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
      {value !== null && <p className="start-calendar__chosen">{t('build.date.chosen', { date: format.day(value, 'cccc, d LLLL yyyy') })}</p>}
    </div>
  );
}
