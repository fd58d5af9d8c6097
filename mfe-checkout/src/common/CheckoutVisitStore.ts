// The state one visit of /checkout/* shares between its pages (doc 2 §4.5): the customer's saved checkout plan
// (getPending) and the in-progress choices of steps 1–3.
//
// Why a remote-level store: steps 1–3 are three pages, and nothing is saved on the server before the end of step 3
// (`set`). The store is made once when the checkout area mounts (CheckoutVisitProvider in Routes.tsx; the shell keeps
// the area mounted while the customer moves between /checkout/* pages) and is handed to each page through context.
// The choices are also mirrored into the tab's sessionStorage, per customer, so a reload in the middle of step 2 or 3
// keeps them; they are dropped once the plan is saved (the server has it then).
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { MealPlan } from '@mealplan/shared/domain';
import { currentUnixSeconds } from '@mealplan/shared/time';
import type { SocketClient } from '@mealplan/shared/session';
import type { MobileCheckoutPlanParams } from './checkoutTypes';
import type { CheckoutGuardState } from './checkoutGuard';

/** Steps 2 and 3's choices (doc 2 §3 "Checkout plan params"), before the plan is saved. */
export interface CheckoutChoices {
  dietId: number | null;
  mealTypes: number[];
  daysCount: number | null;
  /** Weekdays without delivery, 0 = Sunday. */
  excludeWeekDays: number[];
  /** Dubai day start, unix seconds. */
  startDate: number | null;
  emirate: number | null;
  slotId: number | null;
}

export const EMPTY_CHOICES: CheckoutChoices = {
  dietId: null,
  mealTypes: [],
  daysCount: null,
  excludeWeekDays: [],
  startDate: null,
  emirate: null,
  slotId: null,
};

/** The saved plan as getPending answers it. */
export interface PendingCheckout {
  checkoutId: number;
  planParams: MobileCheckoutPlanParams;
  mealPlan: MealPlan;
  /** The first plan day: the earliest day of the meal plan, else the start date. */
  firstDay: number;
}

/** What the store asks of the server: getPending. */
export type PendingSource = Pick<SocketClient, 'call'>;

/** Where the choices are kept between reloads (the tab's sessionStorage in the browser, nothing in tests). */
export interface ChoicesKeeper {
  read(): Partial<CheckoutChoices> | null;
  write(choices: CheckoutChoices | null): void;
}

const STORAGE_PREFIX = 'checkout.choices.';

/** The tab's sessionStorage, per customer. */
export function sessionChoicesKeeper(userId: () => number | null): ChoicesKeeper {
  const key = () => `${STORAGE_PREFIX}${userId() ?? 'guest'}`;
  return {
    read() {
      try {
        const text = globalThis.sessionStorage?.getItem(key());
        return text ? (JSON.parse(text) as Partial<CheckoutChoices>) : null;
      } catch {
        return null;
      }
    },
    write(choices) {
      try {
        if (choices === null) globalThis.sessionStorage?.removeItem(key());
        else globalThis.sessionStorage?.setItem(key(), JSON.stringify(choices));
      } catch {
        // A full or disabled storage only loses the reload copy.
      }
    },
  };
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readChoices(stored: Partial<CheckoutChoices> | null): CheckoutChoices {
  if (!stored) return { ...EMPTY_CHOICES };
  return {
    dietId: numberOrNull(stored.dietId),
    mealTypes: numbers(stored.mealTypes),
    daysCount: numberOrNull(stored.daysCount),
    excludeWeekDays: numbers(stored.excludeWeekDays),
    startDate: numberOrNull(stored.startDate),
    emirate: numberOrNull(stored.emirate),
    slotId: numberOrNull(stored.slotId),
  };
}

function firstPlanDay(planParams: MobileCheckoutPlanParams, mealPlan: MealPlan): number {
  const days = Object.keys(mealPlan).map(Number);
  return days.length > 0 ? Math.min(...days) : planParams.start_date;
}

export class CheckoutVisitStore {
  choices: CheckoutChoices;
  pending: PendingCheckout | null = null;
  pendingLoaded = false;
  /** getPending failed: the pages show a retry rather than guess. */
  pendingFailed = false;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly client: PendingSource,
    private readonly keeper: ChoicesKeeper = { read: () => null, write: () => undefined },
    /** The clock (unix seconds). */
    readonly now: () => number = currentUnixSeconds,
  ) {
    this.choices = readChoices(keeper.read());
    makeAutoObservable<CheckoutVisitStore, 'client' | 'keeper' | 'loading'>(
      this,
      { client: false, keeper: false, loading: false, now: false },
      { autoBind: true },
    );
  }

  /** The guard's view of the visit (checkoutGuard.ts). */
  get guardState(): CheckoutGuardState {
    return {
      pendingLoaded: this.pendingLoaded,
      pending: this.pending && { checkoutId: this.pending.checkoutId, firstDay: this.pending.firstDay },
      dietId: this.choices.dietId,
      mealTypes: this.choices.mealTypes,
    };
  }

  /** getPending once per visit (later calls wait for the same answer); `refreshPending` asks again. */
  loadPending(): Promise<void> {
    this.loading ??= this.fetchPending();
    return this.loading;
  }

  /** Asks getPending again (after `set`, after placing or removing the plan). */
  refreshPending(): Promise<void> {
    this.loading = this.fetchPending();
    return this.loading;
  }

  /** The plan is gone (Delete & Startover, or placed): steps 1–3 open again with empty choices. */
  forgetPending(): void {
    this.pending = null;
    this.pendingLoaded = true;
    this.loading = Promise.resolve();
    this.resetChoices();
  }

  /** Changes some of the choices (kept for a reload). */
  updateChoices(patch: Partial<CheckoutChoices>): void {
    this.choices = { ...this.choices, ...patch };
    this.keeper.write(toJS(this.choices));
  }

  resetChoices(): void {
    this.choices = { ...EMPTY_CHOICES };
    this.keeper.write(null);
  }

  private async fetchPending(): Promise<void> {
    try {
      const { planParams, mealPlan } = await this.client.call('mobile_checkout', 'getPending', {});
      runInAction(() => {
        this.pendingFailed = false;
        this.pendingLoaded = true;
        if (!planParams || typeof planParams.id !== 'number') {
          this.pending = null;
          return;
        }
        this.pending = { checkoutId: planParams.id, planParams, mealPlan, firstDay: firstPlanDay(planParams, mealPlan) };
        // A saved plan that needs a new start date reopens step 3 with its own choices.
        this.choices = {
          ...this.choices,
          dietId: planParams.diet_id,
          mealTypes: [...planParams.mealTypes],
          daysCount: planParams.days_count,
          excludeWeekDays: [...planParams.exclude_week_day],
          emirate: planParams.emirate,
          slotId: planParams.slot_id,
        };
      });
    } catch {
      runInAction(() => {
        this.pendingFailed = true;
        this.loading = null;
      });
    }
  }
}
