// One day's menu (spec 2 §2.2 item 3) on the shared dish editor: meal-type tabs, the dishes offered (cards per page by
// width), what the preference filters took out and why, the allergen and dislike marks, and the chosen dish's
// description (the shared dish panel). A click on a card chooses the dish through the dish rules of spec 2 §5.8.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat, type Locale } from '@mealplan/shared/i18n';
import type { DishFilterReason } from '@mealplan/shared/domain';
import type { Dish } from '@mealplan/shared/protocol';
import { DishEditor, DishPanel } from '@mealplan/shared/dayEditor';
import { useText, type TextId } from '@mealplan/shared/ui';
import type { PlanCatalog, PlanStore } from './planStore';
import { joinNames, localName } from '../../common/catalogueNames';
import type en from './i18n/en.json';

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

export const DayMenu = observer(function DayMenu({ store }: { store: PlanStore }) {
  const t = useText<TextId<typeof en>>();
  const format = useLocaleFormat();
  const editor = store.editor;
  const day = store.activeDay;
  const typeId = editor.activeEditType;
  if (day === null || typeId === null) return null;
  const activeType = store.mealTypes.find((type) => type.id === typeId);
  const typeTitle = activeType ? localName(activeType, format.locale) : '';
  const reasons = store.filterReasons(day, typeId);
  const chosenDish = store.chosenDish(day, typeId);
  const dislikes = store.prefs.dislikes;
  // The allergen and dislike marks of a card (a click on it goes through the shared dish rules of spec 2 §5.8).
  const badges = (dish: Dish) => {
    const allergens = store.allergensOf(dish);
    if (allergens.length > 0)
      return (
        <span className="plan-badge plan-badge--allergy">
          {t('planner.menu.containsAllergen', { ingredients: joinNames(allergens, store.catalog.ingredients, format.locale) })}
        </span>
      );
    if (dish.ingredients.some((ingredient) => dislikes.includes(ingredient)))
      return <span className="plan-badge plan-badge--dislike">{t('planner.menu.containsDislike')}</span>;
    return null;
  };
  const reasonList =
    reasons.length > 0 ? (
      <ul className="plan-menu__reasons" aria-label={t('planner.menu.reasonsLabel')}>
        {reasons.map((entry) => (
          <li key={entry.reason}>{reasonText(entry, store.catalog, format.locale, t)}</li>
        ))}
      </ul>
    ) : undefined;

  return (
    <section className="plan-menu" aria-labelledby="plan-menu-heading">
      <h2 id="plan-menu-heading" className="plan-menu__heading">
        {t('planner.menu.heading', { date: format.day(day, 'cccc d LLLL') })}
      </h2>
      <DishEditor editor={editor} badges={badges} before={reasonList} dishesLabel={(type) => t('planner.menu.carousel', { type })} />
      <section className="plan-description" aria-labelledby="plan-description-heading">
        <h3 id="plan-description-heading" className="plan-description__heading">
          {t('planner.description.heading')}
        </h3>
        {chosenDish ? (
          <DishPanel dish={chosenDish} ingredients={store.catalog.ingredients} headingLevel={4} />
        ) : (
          <p className="plan-description__empty">{t('planner.description.empty', { type: typeTitle })}</p>
        )}
      </section>
    </section>
  );
});
