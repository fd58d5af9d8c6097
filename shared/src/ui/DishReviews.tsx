// The per-dish reviews list (doc 1 §2, §3 "Dish review": username, rating 1 to 5, feedback) opened from a dish card.
// The kit has no socket: an area gives its loader once (DishReviewsProvider, from its store's client) and every
// DishCard under it offers 'Reviews' in the kit's one modal (useModal: focus in, Tab kept inside, Escape closes,
// focus back on the card's button).
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Button } from './Button';
import { DishReviewsStore, type DishReviewsLoader } from './DishReviewsStore';
import { Spinner } from './Spinner';
import { StarRating } from './StarRating';
import { useKitIntl } from './useKitIntl';
import { useModal } from './useModal';
import './DishReviews.css';

const LoaderContext = createContext<DishReviewsLoader | null>(null);

/** Gives the dish cards below it their reviews list: `load` reads one dish's reviews (rating getDishReviews). */
export function DishReviewsProvider({ load, children }: { load: DishReviewsLoader; children: ReactNode }) {
  return <LoaderContext.Provider value={load}>{children}</LoaderContext.Provider>;
}

/** One dish's reviews: its average, then each review's name, stars and words; a failed read offers Try again. */
export const DishReviewsList = observer(function DishReviewsList({ store }: { store: DishReviewsStore }) {
  const intl = useKitIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useEffect(() => {
    void store.read();
  }, [store]);

  if (store.state === 'loading') return <Spinner label={text('kit.reviews.loading')} />;
  if (store.state === 'failed') {
    return (
      <div className="ui-reviews" role="alert">
        <p className="ui-reviews__empty">{text('kit.reviews.failed')}</p>
        <Button variant="secondary" onClick={() => void store.read()}>
          {text('kit.reviews.retry')}
        </Button>
      </div>
    );
  }
  if (store.reviews.length === 0) return <p className="ui-reviews__empty">{text('kit.reviews.none')}</p>;
  const average = store.average ?? 0;
  return (
    <div className="ui-reviews">
      <p className="ui-reviews__summary">
        <StarRating value={average} label={text('kit.dish.rating')} />
        <span>{text('kit.reviews.summary', { average: intl.formatNumber(average, { maximumFractionDigits: 1 }), count: store.reviews.length })}</span>
      </p>
      <ul className="ui-reviews__list">
        {store.reviews.map((review, index) => (
          <li key={index} className="ui-reviews__item">
            {/* Customers' own words keep their own direction on a page of the other language. */}
            <p className="ui-reviews__name" dir="auto">
              {review.username}
            </p>
            <StarRating value={review.rating} label={text('kit.dish.rating')} size="sm" />
            {review.feedback && (
              <p className="ui-reviews__feedback" dir="auto">
                {review.feedback}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
});

/** The 'Reviews' button of a dish card: shown when an area gave the loader; opens the dish's list in the modal. */
export function DishReviewsButton({ dishId, dishTitle }: { dishId: number; dishTitle: string }) {
  const load = useContext(LoaderContext);
  const modal = useModal();
  const intl = useKitIntl();
  const open = useMemo(
    () => () => {
      if (!load) return;
      const store = new DishReviewsStore(load, dishId);
      void modal.open({ headline: intl.formatMessage({ id: 'kit.reviews.title' }, { dish: dishTitle }), content: <DishReviewsList store={store} /> });
    },
    [load, dishId, dishTitle, modal, intl],
  );
  if (!load) return null;
  return (
    <button type="button" className="ui-reviews__open" onClick={open}>
      {intl.formatMessage({ id: 'kit.reviews.open' })}
    </button>
  );
}
