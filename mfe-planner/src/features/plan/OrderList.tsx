// The order list (spec 2 §2.2 item 3): the plan days of the calendar window, each a card with the dish chosen per
// meal type and the day's calories, protein, carbs and fat.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, useText, type TextId } from '@mealplan/shared/ui';
import type { PlanStore } from './planStore';
import { DayNutrition, TargetExplanation } from './DayNutrition';
import { localName } from '../../common/catalogueNames';
import type en from './i18n/en.json';

export const OrderList = observer(function OrderList({ store, days, onEdit }: { store: PlanStore; days: readonly number[]; onEdit: () => void }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const planDays = days.filter((day) => store.isPlanDay(day));
  return (
    <section className="plan-order" aria-labelledby="plan-order-heading">
      <h2 id="plan-order-heading" className="plan-order__heading">
        {t('planner.order.heading')}
      </h2>
      <div className="plan-order__target">
        <h3 className="plan-order__target-heading">{t('planner.order.targetsHeading')}</h3>
        <TargetExplanation store={store} />
      </div>
      <ol className="plan-order__days">
        {planDays.map((day) => {
          const date = format.day(day, 'cccc d LLLL');
          return (
            <li key={day} className={`plan-day${day === store.activeDay ? ' plan-day--active' : ''}`}>
              <article aria-label={date}>
                <div className="plan-day__head">
                  <h3 className="plan-day__date">{t('planner.order.day', { date })}</h3>
                  <Button
                    variant="link"
                    className="plan-day__edit"
                    aria-label={t('planner.order.edit', { date })}
                    onClick={() => {
                      store.selectDay(day);
                      onEdit();
                    }}
                  >
                    {t('planner.order.change')}
                  </Button>
                </div>
                <dl className="plan-day__meals">
                  {store.mealTypes.map((type) => {
                    const dish = store.chosenDish(day, type.id);
                    return (
                      <div key={type.id} className="plan-day__meal">
                        <dt>{localName(type, format.locale)}</dt>
                        <dd className={dish ? undefined : 'plan-day__missing'}>
                          {dish ? localName(dish, format.locale) : t('planner.order.notChosen')}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
                <DayNutrition store={store} day={day} />
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
});
