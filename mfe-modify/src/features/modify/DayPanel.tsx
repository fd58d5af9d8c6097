// The day shown on /modify (doc 3 §2, §4 "Day editing", "Dish selection"): its date, 'Additional Delivery #n', the
// diet-change notice, the lock text of a locked, paused or additional day, the deadline and the macros against the
// daily target (beyond the spec), the dishes by meal type, and 'Change items'. In edit: the meal-type tabs, the dish
// carousel (1 to 4 slides by width), the sides panel and 'Save Changes'.
import { observer } from 'mobx-react-lite';
import { localName, useLocaleFormat } from '@mealplan/shared/i18n';
import type { Dish } from '@mealplan/shared/protocol';
import { Button, Card, Carousel, DishCard, localTitle, modalStore, Tabs, useDishChoiceDialog, useMessageText, useText } from '@mealplan/shared/ui';
import { fromThousandths } from '@mealplan/shared/units';
import type { ModifyPageTextId } from './i18n';
import type { ModifyStore } from './modifyStore';

/** The day's title: its date, and 'Additional Delivery #n' for an extra delivery. */
export function useDayTitle(store: ModifyStore): (day: number) => string {
  const t = useText<ModifyPageTextId>();
  const format = useLocaleFormat();
  return (day) => {
    const date = format.day(day, 'cccc d LLLL yyyy');
    const number = store.additionalNumber(day);
    return number === null ? date : `${t('modify.additional', { number: format.number(number) })} · ${date}`;
  };
}

function DishLine({ store, dish, side = false }: { store: ModifyStore; dish: Dish | undefined; side?: boolean }) {
  const t = useText<ModifyPageTextId>();
  const format = useLocaleFormat();
  if (!dish) return <p className="modify-dish modify-dish--empty">{t('modify.day.noDish')}</p>;
  const source = dish.preview || dish.image;
  const title = localTitle(dish, format.locale);
  return (
    <button
      type="button"
      className={`modify-dish${side ? ' modify-dish--side' : ''}`}
      aria-pressed={store.detailsDishId === dish.id}
      aria-label={t('modify.day.dishDetails', { dish: title })}
      onClick={() => store.showDetails(dish.id)}
    >
      {source ? (
        <img className="modify-dish__image" src={source} alt="" loading="lazy" />
      ) : (
        <span className="modify-dish__image modify-dish__image--empty" aria-hidden="true" />
      )}
      <span className="modify-dish__text">
        <span className="modify-dish__title">{title}</span>
        <span className="modify-dish__facts">{t('modify.day.kcal', { value: format.number(fromThousandths(dish.calories)) })}</span>
      </span>
    </button>
  );
}

const Nutrition = observer(function Nutrition({ store, day }: { store: ModifyStore; day: number }) {
  const t = useText<ModifyPageTextId>();
  const format = useLocaleFormat();
  const totals = store.dayNutrition(day);
  const targets = store.targets;
  const facts = [
    { key: 'calories', label: t('modify.day.calories'), value: totals.calories, target: targets?.calories, unit: 'modify.day.kcal' },
    { key: 'protein', label: t('modify.day.protein'), value: totals.protein, target: targets?.protein, unit: 'modify.day.grams' },
    { key: 'carbs', label: t('modify.day.carbs'), value: totals.carbs, target: targets?.carbs, unit: 'modify.day.grams' },
    { key: 'fat', label: t('modify.day.fat'), value: totals.fat, target: targets?.fat, unit: 'modify.day.grams' },
  ] as const;
  return (
    <div className="modify-nutrition">
      <dl className="modify-nutrition__facts" aria-label={t('modify.day.nutrition')}>
        {facts.map((fact) => {
          const value = t(fact.unit, { value: format.number(fact.value) });
          const percent = fact.target ? Math.min(100, Math.round((fact.value / fact.target) * 100)) : null;
          return (
            <div key={fact.key} className="modify-nutrition__fact">
              <dt>{fact.label}</dt>
              <dd>
                {fact.target ? t('modify.day.ofTarget', { value, target: t(fact.unit, { value: format.number(fact.target) }) }) : value}
                {percent !== null && (
                  <span className="modify-nutrition__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${percent}%` }} />
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      {!targets && <p className="modify-nutrition__hint">{t('modify.day.noTarget')}</p>}
    </div>
  );
});

export interface DayPanelProps {
  store: ModifyStore;
  /** 'Skip this day': the plan action's dialog (confirm, then the day moves to the end of the plan). */
  onSkip: (day: number) => void;
}

export const DayPanel = observer(function DayPanel({ store, onSkip }: DayPanelProps) {
  const t = useText<ModifyPageTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const dayTitle = useDayTitle(store);
  const day = store.activeDay;
  if (day === null) return null;
  if (store.editing?.day === day) return <EditDay store={store} />;
  const blocked = store.blockReason(day);
  const deadline = store.deadline(day);
  const change = store.dietChangeOn(day);
  const dietName = (id: number) => {
    const diet = store.dietById(id);
    return diet ? localName(diet, format.locale) : String(id);
  };

  const onChangeItems = () => {
    const refused = store.startEditing(day);
    if (refused) modalStore.showMessage(text(refused));
  };

  return (
    <section className="modify-day" aria-labelledby="modify-day-heading">
      <header className="modify-day__header">
        <h2 id="modify-day-heading" className="modify-day__heading">
          {dayTitle(day)}
        </h2>
        {deadline !== null && <p className="modify-day__deadline">{t('modify.day.deadline', { date: format.day(deadline, 'ccc d LLL, HH:mm') })}</p>}
      </header>
      {change && (
        <p className="modify-day__notice" role="note">
          {t('modify.dietChange', { from: dietName(change.from), to: dietName(change.to), date: format.day(change.day, 'd LLLL yyyy') })}
        </p>
      )}
      <Nutrition store={store} day={day} />
      <div className="modify-day__meals">
        {store.mainTypes.map((type) => {
          const sides = store.sideSlots(day, type.id);
          return (
            <Card key={type.id} className="modify-meal">
              <h3 className="modify-meal__type">{localTitle(type, format.locale)}</h3>
              <DishLine store={store} dish={store.mainDish(day, type.id)} />
              {sides.length > 0 && (
                <>
                  <h4 className="modify-meal__sides">{t('modify.day.sides')}</h4>
                  <ul className="modify-meal__side-list">
                    {sides.map((entry) => (
                      <li key={entry.slot}>
                        <DishLine store={store} dish={entry.dish} side />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Card>
          );
        })}
      </div>
      {blocked ? (
        <p className="modify-day__locked" role="note">
          {text(blocked)}
        </p>
      ) : (
        <div className="modify-day__actions">
          <Button variant="secondary" onClick={() => onSkip(day)}>
            {t('modify.day.skip')}
          </Button>
          <Button onClick={onChangeItems}>{t('modify.day.changeItems')}</Button>
        </div>
      )}
    </section>
  );
});

const EditDay = observer(function EditDay({ store }: { store: ModifyStore }) {
  const t = useText<ModifyPageTextId>();
  const text = useMessageText();
  const format = useLocaleFormat();
  const dayTitle = useDayTitle(store);
  const askDishChoice = useDishChoiceDialog();
  const editing = store.editing;
  const typeId = store.activeEditType;
  if (!editing || typeId === null) return null;
  const day = editing.day;
  const type = store.mainTypes.find((candidate) => candidate.id === typeId);
  const typeTitle = type ? localTitle(type, format.locale) : '';
  const dishes = store.offered(typeId);
  const chosen = editing.meals[typeId];
  const sideType = store.sideTypeOf(typeId);
  const sides = store.sideSlots(day, typeId);
  const sideOptions = sides.length > 0 ? store.sideOptions(typeId) : [];
  const ingredientNames = (ids: readonly number[]) => {
    const byId = new Map(store.catalog.ingredients.map((ingredient) => [ingredient.id, ingredient]));
    const names = ids.map((id) => {
      const ingredient = byId.get(id);
      return ingredient ? localTitle(ingredient, format.locale) : String(id);
    });
    return new Intl.ListFormat(format.locale === 'ar' ? 'ar' : 'en-GB', { type: 'conjunction' }).format(names);
  };

  const choose = (dishId: number) => {
    const click = store.chooseDish(dishId);
    if (click.kind === 'applied' || click.kind === 'unchanged' || click.kind === 'removed') return;
    askDishChoice({
      verdict: click,
      allergenNames: click.kind === 'blocked' ? ingredientNames(click.allergens) : '',
      sameDish: () => {
        const other = store.sameDishType(dishId);
        return other ? { id: 'dish.sameDish', values: { type: localTitle(other, format.locale) } } : null;
      },
      apply: () => store.apply(dishId),
      answers: { yes: t('modify.dish.select'), no: t('modify.dish.doNotSelect') },
    });
  };

  const save = () => {
    store.saveChanges().then(
      (message) => {
        if (message) modalStore.showMessage(message);
      },
      (error: unknown) => modalStore.showError(text(shownError(error))),
    );
  };

  return (
    <section className="modify-edit" aria-labelledby="modify-edit-heading">
      <h2 id="modify-edit-heading" className="modify-day__heading">
        {dayTitle(day)}
      </h2>
      <Tabs
        label={t('modify.edit.mealTypes')}
        items={store.mainTypes.map((mealType) => ({ key: mealType.id, label: localTitle(mealType, format.locale) }))}
        selected={typeId}
        onSelect={store.selectEditType}
      >
        <div className={`modify-edit__body${sideType && sides.length > 0 ? ' modify-edit__body--sides' : ''}`}>
          <div className="modify-edit__dishes">
            <h3 className="modify-edit__heading">{t('modify.edit.dishes', { type: typeTitle })}</h3>
            {dishes.length === 0 ? (
              <p className="modify-edit__empty">{t('modify.edit.noDishes')}</p>
            ) : (
              <Carousel
                key={`${day}-${typeId}`}
                label={t('modify.edit.dishes', { type: typeTitle })}
                minSlideWidth={200}
                maxPerPage={4}
                activeIndex={dishes.findIndex((dish) => dish.id === chosen)}
              >
                {dishes.map((dish) => {
                  const selected = chosen === dish.id;
                  return (
                    <DishCard
                      key={dish.id}
                      dish={{ ...dish, title: localTitle(dish, format.locale) }}
                      selected={selected}
                      onSelect={() => choose(dish.id)}
                      footer={selected ? <span className="modify-badge">{t('modify.edit.selected')}</span> : undefined}
                    />
                  );
                })}
              </Carousel>
            )}
          </div>
          {sideType && sides.length > 0 && (
            <div className="modify-edit__sides">
              <h3 className="modify-edit__heading">{t('modify.edit.sides', { type: typeTitle })}</h3>
              {sideOptions.length === 0 ? (
                <p className="modify-edit__empty">{t('modify.edit.noSides')}</p>
              ) : (
                sides.map((entry) => (
                  <fieldset key={entry.slot} className="modify-side">
                    <legend>{t('modify.edit.side', { slot: format.number(entry.slot) })}</legend>
                    {sideOptions.map((option) => (
                      <button
                        key={option.id}
                        type="button"
                        className="modify-side__option"
                        aria-pressed={option.id === entry.dish?.id}
                        onClick={() => store.chooseSide(entry.slot, option.id)}
                      >
                        {localTitle(option, format.locale)}
                      </button>
                    ))}
                  </fieldset>
                ))
              )}
            </div>
          )}
        </div>
      </Tabs>
      <div className="modify-edit__actions">
        <Button variant="secondary" onClick={store.cancelEditing}>
          {t('modify.day.cancelEdit')}
        </Button>
        <Button size="lg" loading={store.busy === 'save'} onClick={save}>
          {t('modify.day.saveChanges')}
        </Button>
      </div>
    </section>
  );
});

/** A server refusal as the page shows it (RequestError's fields, or the error's text). */
export function shownError(error: unknown): string | { message: string; messageId: string } {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message, messageId } = error as { message: string; messageId?: string };
    return messageId ? { message, messageId } : message;
  }
  return String(error);
}
