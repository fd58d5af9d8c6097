// The per-dish reviews list (doc 1 §2 "Menu-building pieces used in several places": per-dish reviews list; §7 rating
// getDishReviews {dishId} -> getDishReviewsOk data.reviews; §8: an error of the dish reviews is only logged, so the
// list then says it could not be read and offers to try again, no error modal). The server sends the newest reviews
// at once (no pages), so the store keeps one list.
import { makeAutoObservable, runInAction } from 'mobx';

/** doc 1 §3 "Dish review": username, rating (1 to 5), feedback. */
export interface DishReview {
  username: string;
  rating: number;
  feedback: string;
}

/** Reads a dish's reviews (the area's store calls rating getDishReviews). */
export type DishReviewsLoader = (dishId: number) => Promise<readonly DishReview[]>;

export type DishReviewsState = 'loading' | 'loaded' | 'failed';

export class DishReviewsStore {
  state: DishReviewsState = 'loading';
  reviews: readonly DishReview[] = [];

  constructor(
    private readonly load: DishReviewsLoader,
    readonly dishId: number,
  ) {
    makeAutoObservable<DishReviewsStore, 'load'>(this, { load: false, dishId: false }, { autoBind: true });
  }

  /** The mean of the listed stars, to one decimal; null with no review. */
  get average(): number | null {
    if (this.reviews.length === 0) return null;
    const sum = this.reviews.reduce((total, review) => total + review.rating, 0);
    return Math.round((sum / this.reviews.length) * 10) / 10;
  }

  async read(): Promise<void> {
    this.state = 'loading';
    try {
      const reviews = await this.load(this.dishId);
      runInAction(() => {
        this.reviews = reviews;
        this.state = 'loaded';
      });
    } catch (error) {
      // doc 1 §8: for dish reviews the error is only logged.
      console.warn('The dish reviews could not be read', error);
      runInAction(() => (this.state = 'failed'));
    }
  }
}
