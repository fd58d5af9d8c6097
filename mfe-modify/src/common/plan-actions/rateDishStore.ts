// Rating a dish (spec 3 §3 "Ratings", §9): `profile getForDashboard setDishRatingNew` with 2 to 5 stars and an
// optional feedback of at most 250 characters (the hint says so).
import { makeAutoObservable, runInAction } from 'mobx';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';
import type { PlanActionClient } from './types';

export const RATING_MIN = 2;
export const RATING_MAX = 5;
export const FEEDBACK_MAX_LENGTH = 250;

export interface RateDishArgs {
  dishId: number;
  title: string;
  /** The meal type the dish was delivered in (the call's mealtype). */
  mealType: number;
  /** The customer's earlier rating, if any (1 to 5). */
  rating?: number;
}

export type RateStep = 'form' | 'sending' | 'done';

export class RateDishStore {
  step: RateStep = 'form';
  rating: number;
  feedback = '';
  notice: 'planActions.rate.tooLow' | 'planActions.rate.tooLong' | null = null;
  error: ServerMessage | null = null;
  message: string | null = null;

  constructor(
    private readonly client: PlanActionClient,
    readonly args: RateDishArgs,
  ) {
    this.rating = args.rating ?? 0;
    makeAutoObservable<RateDishStore, 'client'>(this, { client: false, args: false });
  }

  get charactersLeft(): number {
    return FEEDBACK_MAX_LENGTH - this.feedback.length;
  }

  setRating(rating: number): void {
    this.rating = rating;
    if (rating >= RATING_MIN) this.notice = null;
  }

  setFeedback(feedback: string): void {
    this.feedback = feedback;
    if (feedback.length <= FEEDBACK_MAX_LENGTH && this.notice === 'planActions.rate.tooLong') this.notice = null;
  }

  async save(): Promise<boolean> {
    if (this.rating < RATING_MIN || this.rating > RATING_MAX) {
      this.notice = 'planActions.rate.tooLow';
      return false;
    }
    if (this.feedback.length > FEEDBACK_MAX_LENGTH) {
      this.notice = 'planActions.rate.tooLong';
      return false;
    }
    this.step = 'sending';
    this.error = null;
    const feedback = this.feedback.trim();
    try {
      const reply = await this.client.call('profile', 'getForDashboard:setDishRatingNew', {
        subtype: 'setDishRatingNew',
        productId: this.args.dishId,
        rating: this.rating,
        mealtype: this.args.mealType,
        ...(feedback ? { feedback } : {}),
      });
      runInAction(() => {
        this.message = reply.message;
        this.step = 'done';
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
        this.step = 'form';
      });
      return false;
    }
  }
}
