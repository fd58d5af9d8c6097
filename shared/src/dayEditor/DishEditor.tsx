// The edit view's body (doc 2 §2.3 "Edit day view", §5.8; doc 3 §2, §4 "Dish selection"): the meal-type tabs, the
// dishes the chosen type may take on the day (the chosen one marked 'Selected'; cards per page by the window's width,
// dayRules.dishesPerPage), the side slots, and the notice when the bag in edit has a dish of the day's other bag.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Dish } from '../protocol';
import { Carousel } from '../ui/Carousel';
import { DishCard } from '../ui/DishCard';
import { useDishChoiceDialog } from '../ui/dishChoice';
import { localTitle } from '../ui/direction';
import { Tabs } from '../ui/Tabs';
import { useMessageText } from '../ui/useMessageText';
import type { DayEditor } from './dayEditor';
import { DISH_CAROUSEL_BREAKPOINTS, dishesPerPage, joinIngredientNames } from './dayRules';
import { SideChoices } from './SideChoices';
import { useEditorText } from './useEditorText';
import { useWidthAtLeast } from './useWidthAtLeast';
import './dayEditor.css';

export interface DishEditorProps {
  editor: DayEditor;
  /** The Yes and No of the dish questions where the area's spec names them (doc 3 §4). */
  answers?: { yes: string; no: string };
  /** More badges for a dish card (the wizard's allergen and dislike marks). */
  badges?: (dish: Dish) => ReactNode;
  /** Shown above the dishes (the wizard's filter reasons). */
  before?: ReactNode;
  /** The side slots in a carousel of one (doc 2 §2.3). */
  sidesCarousel?: boolean;
  /** The dish carousel's name where the area words it otherwise ('Dishes for {type}' by default). */
  dishesLabel?: (typeTitle: string) => string;
  /** The side slots offer the diet's oil sides (the oil-side picker of diet 4, doc 3 §9). */
  oilSides?: boolean;
}

export const DishEditor = observer(function DishEditor({
  editor,
  answers,
  badges,
  before,
  sidesCarousel = false,
  dishesLabel,
  oilSides = false,
}: DishEditorProps) {
  const { t, format } = useEditorText();
  const text = useMessageText();
  const askDishChoice = useDishChoiceDialog();
  const reached = useWidthAtLeast(DISH_CAROUSEL_BREAKPOINTS);
  const editing = editor.editing;
  const typeId = editor.activeEditType;
  if (!editing || typeId === null) return null;
  const type = editor.mainTypes.find((candidate) => candidate.id === typeId);
  const typeTitle = type ? localTitle(type, format.locale) : '';
  const dishes = editor.offered(typeId);
  const chosen = editing.meals[typeId];
  const hasSides = editor.sideSlots(editing.day, typeId, editing.bag).length > 0;
  const carouselLabel = dishesLabel ? dishesLabel(typeTitle) : t('dishesFor', { type: typeTitle });

  const choose = (dishId: number) => {
    const click = editor.chooseDish(dishId);
    if (click.kind === 'applied' || click.kind === 'unchanged' || click.kind === 'removed') return;
    askDishChoice({
      verdict: click,
      allergenNames: click.kind === 'blocked' ? joinIngredientNames(click.allergens, editor.catalog.ingredients, format.locale) : '',
      sameDish: () => {
        const other = editor.sameDishType(dishId);
        return other ? { id: 'dish.sameDish', values: { type: localTitle(other, format.locale) } } : null;
      },
      apply: () => editor.apply(dishId),
      ...(answers ? { answers } : {}),
    });
  };

  return (
    <Tabs
      label={t('mealTypes')}
      items={editor.mainTypes.map((mealType) => ({ key: mealType.id, label: localTitle(mealType, format.locale) }))}
      selected={typeId}
      onSelect={editor.selectEditType}
    >
      {editor.sameDishInOtherBag.length > 0 && (
        <p className="day-editor-edit__other-bag" role="alert">
          {text('dish.sameDishOtherBag')}
        </p>
      )}
      {before}
      <div className={`day-editor-edit__body${hasSides ? ' day-editor-edit__body--sides' : ''}`}>
        <div className="day-editor-edit__dishes">
          <h3 className="day-editor-edit__heading">{carouselLabel}</h3>
          {dishes.length === 0 ? (
            <p className="day-editor-edit__empty">{t('noDishes')}</p>
          ) : (
            <Carousel
              key={`${editing.day}-${typeId}`}
              label={carouselLabel}
              minSlideWidth={180}
              maxPerPage={dishesPerPage(reached, hasSides)}
              activeIndex={dishes.findIndex((dish) => dish.id === chosen)}
            >
              {dishes.map((dish) => {
                const selected = chosen === dish.id;
                const more = badges?.(dish);
                return (
                  <DishCard
                    key={dish.id}
                    dish={{ ...dish, title: localTitle(dish, format.locale) }}
                    selected={selected}
                    onSelect={() => choose(dish.id)}
                    footer={
                      selected || more ? (
                        <div className="day-editor-badges">
                          {selected && <span className="day-editor-badge">{t('selected')}</span>}
                          {more}
                        </div>
                      ) : undefined
                    }
                  />
                );
              })}
            </Carousel>
          )}
        </div>
        <SideChoices editor={editor} typeId={typeId} typeTitle={typeTitle} carousel={sidesCarousel} oil={oilSides} />
      </div>
    </Tabs>
  );
});
