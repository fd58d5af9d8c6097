// One plan day (doc 2 §2.3 "Day view"): the full date, the day's calories, fat, protein and CHO, the main dish of
// each meal type with its sides, and 'Change Items', 'Skip delivery' (with its help) and 'View menu PDF'. Past days
// and the next 3 days show the lock text instead of the change buttons.
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import type { Dish } from '@mealplan/shared/protocol';
import { Button, Card, localTitle, useMessageText, useText } from '@mealplan/shared/ui';
import { fromThousandths } from '@mealplan/shared/units';
import type { MenusTextId } from './i18n';
import type { MenusStore } from './menusStore';

function DishLine({ dish, side = false }: { dish: Dish | undefined; side?: boolean }) {
  const t = useText<MenusTextId>();
  const format = useLocaleFormat();
  if (!dish) return <p className="menus-dish menus-dish--empty">{t('menus.day.noDish')}</p>;
  const source = dish.preview || dish.image;
  return (
    <div className={`menus-dish${side ? ' menus-dish--side' : ''}`}>
      {source ? (
        <img className="menus-dish__image" src={source} alt="" loading="lazy" />
      ) : (
        <span className="menus-dish__image menus-dish__image--empty" aria-hidden="true" />
      )}
      <div className="menus-dish__text">
        <span className="menus-dish__title">{localTitle(dish, format.locale)}</span>
        <span className="menus-dish__facts">
          {t('menus.day.kcal', { value: format.number(fromThousandths(dish.calories)) })}
          {' · '}
          {t('menus.day.protein')} {t('menus.day.grams', { value: format.number(fromThousandths(dish.protein), 1) })}
        </span>
      </div>
    </div>
  );
}

export interface DayViewProps {
  store: MenusStore;
  onChangeItems: () => void;
  onSkip: (day: number) => void;
  onPdf: () => void;
}

export const DayView = observer(function DayView({ store, onChangeItems, onSkip, onPdf }: DayViewProps) {
  const t = useText<MenusTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const helpId = useId();
  const day = store.activeDay;
  if (day === null) return null;
  const totals = store.dayNutrition(day);
  const locked = store.lockMessage(day);
  const facts = [
    { key: 'calories', label: t('menus.day.calories'), value: t('menus.day.kcal', { value: format.number(totals.calories) }) },
    { key: 'fat', label: t('menus.day.fat'), value: t('menus.day.grams', { value: format.number(totals.fat) }) },
    { key: 'protein', label: t('menus.day.protein'), value: t('menus.day.grams', { value: format.number(totals.protein) }) },
    { key: 'cho', label: t('menus.day.cho'), value: t('menus.day.grams', { value: format.number(totals.carbs) }) },
  ];
  return (
    <section className="menus-day" aria-labelledby="menus-day-heading">
      <header className="menus-day__header">
        <h2 id="menus-day-heading" className="menus-day__heading">
          {format.day(day, 'cccc d LLLL yyyy')}
        </h2>
        <dl className="menus-day__nutrition" aria-label={t('menus.day.nutrition')}>
          {facts.map((fact) => (
            <div key={fact.key} className="menus-day__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <div className="menus-day__meals">
        {store.mainTypes.map((type) => {
          const sides = store.sideSlots(day, type.id);
          return (
            <Card key={type.id} className="menus-meal">
              <h3 className="menus-meal__type">{localTitle(type, format.locale)}</h3>
              <DishLine dish={store.mainDish(day, type.id)} />
              {sides.length > 0 && (
                <>
                  <h4 className="menus-meal__sides">{t('menus.day.sides')}</h4>
                  <ul className="menus-meal__side-list">
                    {sides.map((entry) => (
                      <li key={entry.slot}>
                        <DishLine dish={entry.dish} side />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          );
        })}
      </div>

      {locked ? (
        <p className="menus-day__locked" role="note">
          {text(locked)}
        </p>
      ) : null}
      <div className="menus-day__actions">
        {!locked && (
          <>
            <Button onClick={onChangeItems}>{t('menus.day.changeItems')}</Button>
            <span className="menus-day__skip">
              <Button variant="secondary" aria-describedby={helpId} loading={store.busy === 'skip'} onClick={() => onSkip(day)}>
                {t('menus.day.skip')}
              </Button>
              <span className="menus-help">
                <button type="button" className="menus-help__icon" aria-label={t('menus.day.skipHelpLabel')} aria-describedby={helpId}>
                  ?
                </button>
                <span id={helpId} role="tooltip" className="menus-help__text">
                  {t('menus.day.skipHelp')}
                </span>
              </span>
            </span>
          </>
        )}
        <Button variant="ghost" loading={store.busy === 'pdf'} onClick={onPdf}>
          {t('menus.day.pdf')}
        </Button>
      </div>
    </section>
  );
});
