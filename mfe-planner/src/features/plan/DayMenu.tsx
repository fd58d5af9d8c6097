// One day's menu (spec 2 §2.2 item 3): meal-type tabs, a carousel of the dishes offered (1 to 4 slides by width),
// what the preference filters took out and why, and the chosen dish's description. A click on a card chooses the
// dish for the active meal type, through the dish conflict rules of spec 2 §5.8.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat, type Locale } from '@mealplan/shared/i18n';
import type { DishFilterReason } from '@mealplan/shared/domain';
import type { Dish } from '@mealplan/shared/protocol';
import { Carousel, DishCard, Tabs, useDishChoiceDialog, useText, type TextId } from '@mealplan/shared/ui';
import { fromThousandths } from '@mealplan/shared/units';
import type { PlanCatalog, PlanStore } from './planStore';
import { joinNames, localName } from '../../common/catalogueNames';
import type en from './i18n/en.json';

/** Dish cards of at least this width; at most four show at once (spec 2 §2.2: 1, 2, 3 or 4 slides by screen width). */
const DISH_SLIDE_MIN_WIDTH = 200;
const DISH_SLIDES_MAX = 4;

type Text = ReturnType<typeof useText<TextId<typeof en>>>;

function reasonText(entry: DishFilterReason, catalog: PlanCatalog, locale: Locale, t: Text): string {
  switch (entry.reason) {
    case 'group':
      return t('planner.menu.reason.group', { count: entry.count, groups: joinNames(entry.groups, catalog.dishGroups, locale) });
    case 'spicy':
      return t('planner.menu.reason.spicy', { count: entry.count });
    case 'dislikedDish':
      return t('planner.menu.reason.dislikedDish', { count: entry.count });
    case 'allergy':
      return t('planner.menu.reason.allergy', { count: entry.count, ingredients: joinNames(entry.ingredients, catalog.ingredients, locale) });
    case 'dislikedIngredient':
      return t('planner.menu.reason.dislikedIngredient', {
        count: entry.count,
        ingredients: joinNames(entry.ingredients, catalog.ingredients, locale),
      });
  }
}

function DishDescription({ store, dish, typeTitle }: { store: PlanStore; dish: Dish | undefined; typeTitle: string }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  if (!dish) return <p className="plan-description__empty">{t('planner.description.empty', { type: typeTitle })}</p>;
  const grams = (value: number) => format.number(fromThousandths(value), 1);
  return (
    <div className="plan-description__body">
      <h4 className="plan-description__title">{localName(dish, format.locale)}</h4>
      {dish.description && <p className="plan-description__text">{dish.description}</p>}
      <p className="plan-description__nutrition">
        {t('planner.description.nutrition', {
          calories: format.number(fromThousandths(dish.calories)),
          protein: grams(dish.protein),
          carbs: grams(dish.carb),
          fat: grams(dish.fat),
        })}
      </p>
      {dish.ingredients.length > 0 && (
        <p className="plan-description__ingredients">
          {t('planner.description.ingredients', { ingredients: joinNames(dish.ingredients, store.catalog.ingredients, format.locale) })}
        </p>
      )}
    </div>
  );
}

export const DayMenu = observer(function DayMenu({ store }: { store: PlanStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const askDishChoice = useDishChoiceDialog();
  const day = store.activeDay;
  const typeId = store.activeMealType;
  if (day === null || typeId === null) return null;
  const types = store.mealTypes;
  const activeType = types.find((type) => type.id === typeId);
  const typeTitle = activeType ? localName(activeType, format.locale) : '';
  const dishes = store.offered(day, typeId);
  const reasons = store.filterReasons(day, typeId);
  const chosen = store.mealsOf(day)[typeId];
  const chosenDish = store.chosenDish(day, typeId);
  const dislikes = store.prefs.dislikes;
  // A click on a card: applied at once, refused, or applied after the customer's Yes (the kit's dialogs of spec 2 §5.8).
  const choose = (dishId: number) => {
    const click = store.chooseDish(dishId);
    if (click.kind === 'applied' || click.kind === 'unchanged') return;
    askDishChoice({
      verdict: click,
      allergenNames: click.kind === 'blocked' ? joinNames(click.allergens, store.catalog.ingredients, format.locale) : '',
      sameDish: () => {
        const other = store.sameDishType(dishId);
        return other ? { id: 'dish.sameDish', values: { type: localName(other, format.locale) } } : null;
      },
      apply: () => store.apply(dishId),
    });
  };

  return (
    <section className="plan-menu" aria-labelledby="plan-menu-heading">
      <h2 id="plan-menu-heading" className="plan-menu__heading">
        {t('planner.menu.heading', { date: format.day(day, 'cccc d LLLL') })}
      </h2>
      <Tabs
        label={t('planner.menu.mealTypes')}
        items={types.map((type) => ({ key: type.id, label: localName(type, format.locale) }))}
        selected={typeId}
        onSelect={store.selectMealType}
      >
        {reasons.length > 0 && (
          <ul className="plan-menu__reasons" aria-label={t('planner.menu.reasonsLabel')}>
            {reasons.map((entry) => (
              <li key={entry.reason}>{reasonText(entry, store.catalog, format.locale, t)}</li>
            ))}
          </ul>
        )}
        {dishes.length === 0 ? (
          <p className="plan-menu__empty">{t('planner.menu.noDishes')}</p>
        ) : (
          <Carousel
            key={`${day}-${typeId}`}
            label={t('planner.menu.carousel', { type: typeTitle })}
            minSlideWidth={DISH_SLIDE_MIN_WIDTH}
            maxPerPage={DISH_SLIDES_MAX}
          >
            {dishes.map((dish) => {
              const allergens = store.allergensOf(dish);
              const disliked = dish.ingredients.some((ingredient) => dislikes.includes(ingredient));
              const selected = chosen === dish.id;
              const badges = [
                selected && (
                  <span key="selected" className="plan-badge plan-badge--selected">
                    {t('planner.menu.selected')}
                  </span>
                ),
                allergens.length > 0 && (
                  <span key="allergy" className="plan-badge plan-badge--allergy">
                    {t('planner.menu.containsAllergen', { ingredients: joinNames(allergens, store.catalog.ingredients, format.locale) })}
                  </span>
                ),
                allergens.length === 0 && disliked && (
                  <span key="dislike" className="plan-badge plan-badge--dislike">
                    {t('planner.menu.containsDislike')}
                  </span>
                ),
              ].filter(Boolean);
              return (
                <DishCard
                  key={dish.id}
                  dish={{ ...dish, title: localName(dish, format.locale) }}
                  selected={selected}
                  onSelect={() => choose(dish.id)}
                  footer={badges.length > 0 ? <div className="plan-badges">{badges}</div> : undefined}
                />
              );
            })}
          </Carousel>
        )}
        <section className="plan-description" aria-labelledby="plan-description-heading">
          <h3 id="plan-description-heading" className="plan-description__heading">
            {t('planner.description.heading')}
          </h3>
          <DishDescription store={store} dish={chosenDish} typeTitle={typeTitle} />
        </section>
      </Tabs>
    </section>
  );
});
