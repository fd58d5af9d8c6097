// The dish panel (doc 3 §2 "dish description panel"; doc 2 §2.2 the chosen dish's description): the dish's picture,
// description, calories, fat, protein and carbs and its ingredients; the area adds its own actions below. It shows the
// dish of the day shown (DayEditor.detailsDish follows the chosen day).
import type { ReactNode } from 'react';
import type { Dish, Ingredient } from '../protocol';
import { localTitle } from '../ui/direction';
import { joinIngredientNames } from './dayRules';
import { DishFacts } from './Facts';
import { useEditorText } from './useEditorText';
import './dayEditor.css';

export interface DishPanelProps {
  dish: Dish;
  ingredients: readonly Ingredient[];
  /** 'Close the dish details' when given. */
  onClose?: () => void;
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

export function DishPanel({ dish, ingredients, onClose, headingLevel = 2, children }: DishPanelProps) {
  const { t, format } = useEditorText();
  const Heading = `h${headingLevel}` as const;
  const title = localTitle(dish, format.locale);
  return (
    <article className="day-editor-details" aria-label={title}>
      <div className="day-editor-details__head">
        <Heading className="day-editor-details__title">{title}</Heading>
        {onClose && (
          <button type="button" className="day-editor-details__close" aria-label={t('closeDetails')} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      {(dish.image || dish.preview) && <img className="day-editor-details__image" src={dish.image || dish.preview} alt="" />}
      {dish.description && <p>{dish.description}</p>}
      <p className="day-editor-details__facts">
        <DishFacts dish={dish} />
      </p>
      {dish.ingredients.length > 0 && (
        <>
          <p className="day-editor-details__subheading">{t('ingredients')}</p>
          <p>{joinIngredientNames(dish.ingredients, ingredients, format.locale)}</p>
        </>
      )}
      {children}
    </article>
  );
}
