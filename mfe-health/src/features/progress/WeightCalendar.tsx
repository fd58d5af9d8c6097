// The calendar of monthly average weights (kg, one decimal) with a year switcher between the registration year and
// now; months before the registration month or after the current one are shown as closed (§4).
import { observer } from 'mobx-react-lite';
import { isCalendarMonthOpen, monthlyAverageWeights } from '@mealplan/shared/domain';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, Card, useText, type TextId } from '@mealplan/shared/ui';
import { dayFromParts } from '@mealplan/shared/time';
import { gramsToKg } from '@mealplan/shared/units';
import type { ProgressStore } from './progressStore';
import type en from './i18n/en.json';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const WeightCalendar = observer(function WeightCalendar({ store }: { store: ProgressStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const year = store.calendarYear;
  const averages = monthlyAverageWeights(store.stats, year);
  const years = store.years;
  const now = store.now();
  return (
    <Card className="progress-calendar" aria-labelledby="progress-calendar-title">
      <div className="progress-calendar__header">
        <h2 id="progress-calendar-title" className="progress-calendar__title">
          {t('health.progress.calendar.title')}
        </h2>
        <div className="progress-calendar__years">
          <Button
            variant="ghost"
            aria-label={t('health.progress.calendar.previousYear')}
            disabled={!years.includes(year - 1)}
            onClick={() => store.setCalendarYear(year - 1)}
          >
            <span aria-hidden="true" className="progress-chevron progress-chevron--back">
              ‹
            </span>
          </Button>
          <span className="progress-calendar__year" aria-live="polite">
            {format.number(year).replace(/,/g, '')}
          </span>
          <Button
            variant="ghost"
            aria-label={t('health.progress.calendar.nextYear')}
            disabled={!years.includes(year + 1)}
            onClick={() => store.setCalendarYear(year + 1)}
          >
            <span aria-hidden="true" className="progress-chevron">
              ›
            </span>
          </Button>
        </div>
      </div>
      <ol className="progress-calendar__months">
        {MONTHS.map((month) => {
          const open = isCalendarMonthOpen(year, month, store.registered, now);
          const average = averages.get(month);
          const name = format.day(dayFromParts(year, month, 1) ?? 0, 'LLL');
          return (
            <li key={month} className={`progress-month${open ? '' : ' progress-month--closed'}`} data-month={month}>
              <span className="progress-month__name">{name}</span>
              <span className="progress-month__value">
                {average === undefined
                  ? t('health.progress.calendar.empty')
                  : t('health.progress.calendar.average', { weight: format.number(gramsToKg(average), 1) })}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
});
