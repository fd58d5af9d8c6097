import { useState, type ReactNode } from 'react';
import { fromThousandths } from '../units';
import { DishReviewsButton } from './DishReviews';
import { StarRating } from './StarRating';
import { useKitIntl } from './useKitIntl';
import { localeFormat } from '../i18n/format';
import { DEFAULT_LOCALE, normaliseLanguage } from '../i18n/locale';
import './ui.css';

/** The dish fields a card shows; nutrition in thousandths (spec 1 §1). Any protocol Dish fits. */
export interface DishCardDish {
  /** With an id and a rating, the card offers the dish's reviews (under a DishReviewsProvider). */
  id?: number;
  title: string;
  image?: string;
  preview?: string;
  calories: number;
  fat: number;
  protein: number;
  carb: number;
  spicy?: boolean;
  /** The dish's average stars (products list); absent while nobody rated it. */
  rating?: number;
}

export interface DishCardProps {
  dish: DishCardDish;
  selected?: boolean;
  /** Makes the whole card a button. */
  onSelect?: () => void;
  /** Shown at the bottom, e.g. a "Choose" button. */
  footer?: ReactNode;
}

function DishImage({ dish }: { dish: DishCardDish }) {
  const source = dish.preview || dish.image || '';
  const [failed, setFailed] = useState(false);
  if (!source || failed) {
    return (
      <div className="ui-dish__image ui-dish__image--placeholder" role="img" aria-label={dish.title}>
        <svg className="ui-dish__placeholder-icon" viewBox="0 0 48 48" aria-hidden="true">
          <path d="M6 24h36a18 18 0 0 1-36 0Z" fill="currentColor" opacity="0.35" />
          <path d="M24 22c0-8 5-13 13-14-1 8-6 13-13 14Zm-2 0c-6-1-10-5-10-11 6 0 10 4 10 11Z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return <img className="ui-dish__image" src={source} alt={dish.title} loading="lazy" onError={() => setFailed(true)} />;
}

/** A dish with image, title, read-only rating, calories (kcal), fat/protein/carbs (g) and the spicy flag. */
export function DishCard({ dish, selected = false, onSelect, footer }: DishCardProps) {
  const intl = useKitIntl();
  const format = localeFormat(normaliseLanguage(intl.locale) ?? DEFAULT_LOCALE);
  const grams = (thousandths: number) => intl.formatMessage({ id: 'kit.dish.grams' }, { value: format.number(fromThousandths(thousandths), 1) });
  const body = (
    <>
      <DishImage dish={dish} />
      <div className="ui-dish__body">
        <h3 className="ui-dish__title">{dish.title}</h3>
        {dish.rating !== undefined && (
          <p className="ui-dish__rating">
            <StarRating value={dish.rating} label={intl.formatMessage({ id: 'kit.dish.rating' })} size="sm" />
            <span aria-hidden="true">{format.number(dish.rating, 1)}</span>
          </p>
        )}
        <p className="ui-dish__calories">{intl.formatMessage({ id: 'kit.dish.kcal' }, { value: format.number(fromThousandths(dish.calories)) })}</p>
        <dl className="ui-dish__macros">
          <div>
            <dt>{intl.formatMessage({ id: 'kit.dish.fat' })}</dt>
            <dd>{grams(dish.fat)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'kit.dish.protein' })}</dt>
            <dd>{grams(dish.protein)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'kit.dish.carbs' })}</dt>
            <dd>{grams(dish.carb)}</dd>
          </div>
        </dl>
        {dish.spicy && <span className="ui-dish__spicy">{intl.formatMessage({ id: 'kit.dish.spicy' })}</span>}
      </div>
    </>
  );
  const className = `ui-dish${selected ? ' ui-dish--selected' : ''}`;
  return (
    <article className={className}>
      {onSelect ? (
        <button type="button" className="ui-dish__select" aria-pressed={selected} onClick={onSelect}>
          {body}
        </button>
      ) : (
        body
      )}
      {dish.id !== undefined && dish.rating !== undefined && <DishReviewsButton dishId={dish.id} dishTitle={dish.title} />}
      {footer && <div className="ui-dish__footer">{footer}</div>}
    </article>
  );
}
