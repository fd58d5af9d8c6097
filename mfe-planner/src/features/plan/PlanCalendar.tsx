// The plan calendar (spec 1 §4 "Weeks and calendar", spec 2 §9): 7 days on desktop, 31 on a phone; previous and
// next move one week within the plan period and are disabled at its edges; Replicate for periods over a week.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, modalStore, useText, type TextId } from '@mealplan/shared/ui';
import type { PlanStore } from './planStore';
import type en from './i18n/en.json';

export const PlanCalendar = observer(function PlanCalendar({ store, length }: { store: PlanStore; length: number }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const view = store.calendar(length);
  const first = view.days[0];
  const last = view.days[view.days.length - 1];
  const active = store.activeDay;
  const total = store.mealTypeIds.length;

  const onReplicate = () => {
    const result = store.replicate();
    if (result.ok) modalStore.showMessage(t('planner.replicate.done'));
    else if (result.reason === 'empty') modalStore.showMessage(t('planner.replicate.empty'));
  };

  return (
    <section className="plan-calendar" aria-label={t('planner.calendar.label')}>
      <div className="plan-calendar__bar">
        <Button
          variant="ghost"
          className="plan-calendar__nav plan-calendar__nav--prev"
          disabled={view.previous === null}
          onClick={() => view.previous !== null && store.showWeek(view.previous)}
        >
          {t('planner.calendar.previousWeek')}
        </Button>
        {first !== undefined && last !== undefined && (
          <p className="plan-calendar__range">
            {t('planner.calendar.range', { from: format.day(first, 'd LLL'), to: format.day(last, 'd LLL yyyy') })}
          </p>
        )}
        <Button
          variant="ghost"
          className="plan-calendar__nav plan-calendar__nav--next"
          disabled={view.next === null}
          onClick={() => view.next !== null && store.showWeek(view.next)}
        >
          {t('planner.calendar.nextWeek')}
        </Button>
      </div>
      <ol className={`plan-calendar__days plan-calendar__days--${length > 7 ? 'month' : 'week'}`}>
        {view.days.map((day) => {
          const planDay = store.isPlanDay(day);
          const chosen = store.chosenCount(day);
          const status = !planDay
            ? t('planner.calendar.noDelivery')
            : chosen === total
              ? t('planner.calendar.filled')
              : t('planner.calendar.notCompleted', { chosen, total });
          const state = !planDay ? 'off' : chosen === total ? 'filled' : 'open';
          return (
            <li key={day}>
              <button
                type="button"
                className={`plan-calendar__day plan-calendar__day--${state}${day === active ? ' plan-calendar__day--active' : ''}`}
                disabled={!planDay}
                aria-pressed={planDay ? day === active : undefined}
                aria-label={t('planner.calendar.dayLabel', { date: format.day(day, 'cccc d LLLL'), status })}
                onClick={() => store.selectDay(day)}
              >
                <span className="plan-calendar__weekday">{format.day(day, 'ccc')}</span>
                <span className="plan-calendar__date">{format.day(day, 'd')}</span>
                {length <= 7 && <span className="plan-calendar__status">{status}</span>}
              </button>
            </li>
          );
        })}
      </ol>
      {store.canReplicate && (
        <div className="plan-calendar__replicate">
          <Button variant="secondary" onClick={onReplicate}>
            {t('planner.replicate.button')}
          </Button>
          <p className="plan-calendar__help">{t('planner.replicate.help')}</p>
        </div>
      )}
    </section>
  );
});
