// A day's bags as shown (doc 2 §2.3 "Day view", doc 3 §2 "per-day dish cards"): for each bag (the plan's, an
// additional delivery's) the main dish of each meal type with its sides. A dish opens the dish panel when the page has one.
import { observer } from 'mobx-react-lite';
import type { Dish } from '../protocol';
import { Card } from '../ui/layout';
import { localTitle } from '../ui/direction';
import type { Bag, DayEditor } from './dayEditor';
import { DishFacts } from './Facts';
import { useEditorText } from './useEditorText';
import './dayEditor.css';

interface DishLineProps {
  editor: DayEditor;
  dish: Dish | undefined;
  side?: boolean;
  /** Makes the line a button that shows the dish's details. */
  details: boolean;
}

const DishLine = observer(function DishLine({ editor, dish, side = false, details }: DishLineProps) {
  const { t, format } = useEditorText();
  if (!dish) return <p className="day-editor-dish day-editor-dish--empty">{t('noDish')}</p>;
  const source = dish.preview || dish.image;
  const title = localTitle(dish, format.locale);
  const body = (
    <>
      {source ? (
        <img className="day-editor-dish__image" src={source} alt="" loading="lazy" />
      ) : (
        <span className="day-editor-dish__image day-editor-dish__image--empty" aria-hidden="true" />
      )}
      <span className="day-editor-dish__text">
        <span className="day-editor-dish__title">{title}</span>
        <DishFacts dish={dish} className="day-editor-dish__facts" />
      </span>
    </>
  );
  const className = `day-editor-dish${side ? ' day-editor-dish--side' : ''}`;
  if (!details) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={editor.detailsDishId === dish.id}
      aria-label={t('dishDetails', { dish: title })}
      onClick={() => editor.showDetails(dish.id)}
    >
      {body}
    </button>
  );
});

export interface DayBagsProps {
  editor: DayEditor;
  day: number;
  /** Dishes are buttons that open the dish panel. */
  details?: boolean;
}

export const DayBags = observer(function DayBags({ editor, day, details = false }: DayBagsProps) {
  const { t, format } = useEditorText();
  const bags = editor.bagsOf(day);
  const meals = (bag: Bag) => (
    <div className="day-editor__meals">
      {editor.mainTypes.map((type) => {
        const sides = editor.sideSlots(day, type.id, bag);
        return (
          <Card key={type.id} className="day-editor-meal">
            <h3 className="day-editor-meal__type">{localTitle(type, format.locale)}</h3>
            <DishLine editor={editor} dish={editor.mainDish(day, type.id, bag)} details={details} />
            {sides.length > 0 && (
              <>
                <h4 className="day-editor-meal__sides">{t('sides')}</h4>
                <ul className="day-editor-meal__side-list">
                  {sides.map((entry) => (
                    <li key={entry.slot}>
                      <DishLine editor={editor} dish={entry.dish} side details={details} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card>
        );
      })}
    </div>
  );
  if (bags.length === 1) return meals(bags[0]!);
  return (
    <>
      {bags.map((bag) => (
        <section key={bag} className="day-editor-bag" aria-label={t(bag === 'plan' ? 'planBag' : 'additionalBag')}>
          <h3 className="day-editor-bag__heading">{t(bag === 'plan' ? 'planBag' : 'additionalBag')}</h3>
          {meals(bag)}
        </section>
      ))}
    </>
  );
});
