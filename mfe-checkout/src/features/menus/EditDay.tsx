// The edit view of a day (doc 2 §2.3 "Edit day view", §5.8): top-level meal-type tabs, the dishes allowed for the
// chosen type and day (the chosen one marked 'Selected'; 3 per page from 1400 px, 2 with sides, 2 from 810 px,
// 1 below), the sides carousel (1 per page) with 'Change' per side slot, and 'Save and exit'.
import { observer } from 'mobx-react-lite';
import { useLocaleFormat } from '@mealplan/shared/i18n';
import { Button, Carousel, DishCard, localTitle, Tabs, useDishChoiceDialog, useText } from '@mealplan/shared/ui';
import type { MenusTextId } from './i18n';
import type { MenusStore } from './menusStore';
import { useWidthAtLeast } from './useWidthAtLeast';

const DISH_BREAKPOINTS = [479, 810, 1400] as const;

function dishesPerPage(reached: number, hasSides: boolean): number {
  if (reached >= 1400) return hasSides ? 2 : 3;
  if (reached >= 810) return 2;
  return 1;
}

export const EditDay = observer(function EditDay({ store }: { store: MenusStore }) {
  const t = useText<MenusTextId>();
  const format = useLocaleFormat();
  const askDishChoice = useDishChoiceDialog();
  const reached = useWidthAtLeast(DISH_BREAKPOINTS);
  const editing = store.editing;
  const typeId = store.activeEditType;
  if (!editing || typeId === null) return null;
  const day = editing.day;
  const type = store.mainTypes.find((candidate) => candidate.id === typeId);
  const typeTitle = type ? localTitle(type, format.locale) : '';
  const dishes = store.offered(typeId);
  const chosen = editing.meals[typeId];
  const sides = store.sideSlots(day, typeId);
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
    if (click.kind === 'applied' || click.kind === 'unchanged') return;
    askDishChoice({
      verdict: click,
      allergenNames: click.kind === 'blocked' ? ingredientNames(click.allergens) : '',
      sameDish: () => {
        const other = store.sameDishType(dishId);
        return other ? { id: 'dish.sameDish', values: { type: localTitle(other, format.locale) } } : null;
      },
      apply: () => store.apply(dishId),
    });
  };

  return (
    <section className="menus-edit" aria-labelledby="menus-edit-heading">
      <h2 id="menus-edit-heading" className="menus-day__heading">
        {t('menus.edit.heading', { date: format.day(day, 'cccc d LLLL yyyy') })}
      </h2>
      <Tabs
        label={t('menus.edit.mealTypes')}
        items={store.mainTypes.map((mealType) => ({ key: mealType.id, label: localTitle(mealType, format.locale) }))}
        selected={typeId}
        onSelect={store.selectEditType}
      >
        <div className={`menus-edit__body${sides.length > 0 ? ' menus-edit__body--sides' : ''}`}>
          <div className="menus-edit__dishes">
            <h3 className="menus-edit__heading">{t('menus.edit.dishes', { type: typeTitle })}</h3>
            {dishes.length === 0 ? (
              <p className="menus-edit__empty">{t('menus.edit.noDishes')}</p>
            ) : (
              <Carousel
                key={`${day}-${typeId}`}
                label={t('menus.edit.dishes', { type: typeTitle })}
                minSlideWidth={180}
                maxPerPage={dishesPerPage(reached, sides.length > 0)}
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
                      footer={selected ? <span className="menus-badge">{t('menus.edit.selected')}</span> : undefined}
                    />
                  );
                })}
              </Carousel>
            )}
          </div>
          {sides.length > 0 && (
            <div className="menus-edit__sides">
              <h3 className="menus-edit__heading">{t('menus.edit.sides', { type: typeTitle })}</h3>
              <Carousel key={`${day}-${typeId}-sides`} label={t('menus.edit.sides', { type: typeTitle })} maxPerPage={1} minSlideWidth={160}>
                {sides.map((entry) => {
                  const open = store.changingSlot === entry.slot;
                  const slotName = t('menus.edit.side', { slot: format.number(entry.slot) });
                  const options = open ? store.sideOptions(typeId) : [];
                  return (
                    <div key={entry.slot} className="menus-side">
                      <p className="menus-side__slot">{slotName}</p>
                      {entry.dish && <DishCard dish={{ ...entry.dish, title: localTitle(entry.dish, format.locale) }} />}
                      <Button variant="secondary" block aria-expanded={open} onClick={() => store.toggleSideSlot(entry.slot)}>
                        {t('menus.edit.change')}
                      </Button>
                      {open && (
                        <div
                          className="menus-side__options"
                          role="group"
                          aria-label={t('menus.edit.sideOptions', { slot: format.number(entry.slot) })}
                        >
                          {options.length === 0 ? (
                            <p className="menus-edit__empty">{t('menus.edit.noSides')}</p>
                          ) : (
                            options.map((option) => (
                              <button
                                key={option.id}
                                type="button"
                                className="menus-side__option"
                                aria-pressed={option.id === entry.dish?.id}
                                onClick={() => store.chooseSide(entry.slot, option.id)}
                              >
                                <span>{localTitle(option, format.locale)}</span>
                                {option.id === entry.dish?.id && <span className="menus-badge">{t('menus.edit.selected')}</span>}
                              </button>
                            ))
                          )}
                        </div>
                      )}
                    </div>
                  );
                })}
              </Carousel>
            </div>
          )}
        </div>
      </Tabs>
      <div className="menus-edit__actions">
        <Button size="lg" loading={store.busy === 'save'} onClick={() => void store.saveAndExit()}>
          {t('menus.edit.save')}
        </Button>
      </div>
    </section>
  );
});
