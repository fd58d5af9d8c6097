// Step 3 /checkout/delivery-dates 'Start Date & Delivery Time' (doc 2 §2.3, §4.5, §5.6): the start date (3 days to 3
// months ahead, after the end of an existing plan, skipped weekdays and holidays disabled, a skipped weekday moved
// forward), the emirate, the delivery slot and the weekdays to skip. At the end the plan is saved on the server
// (`mobile_checkout set`), which chooses the default dishes of every day. A slot of another emirate than the address
// the meals go to is refused on the slot field at once (issue 37 item 8, the server's rule), and so is a refusal of the
// server on one of the step's fields.
import { makeAutoObservable, runInAction } from 'mobx';
import {
  adjustStartDate,
  bagDeposit,
  canSkipWeekday,
  checkoutStartRange,
  deliveryDays,
  isDeliveryDay,
  planForDays,
  planPrice,
  slotEmirateMessage,
  toggleSkippedWeekday,
  validateCheckoutStep3,
  type DeliveryCalendar,
  type RuleMessage,
  type Validation,
} from '@mealplan/shared/domain';
import type { Emirate, Plan, PriceRow, RequestData, Slot } from '@mealplan/shared/protocol';
import { RequestError, type SocketClient } from '@mealplan/shared/session';
import type { ServerMessage } from '@mealplan/shared/ui';
import type { CheckoutVisitStore } from '../../common/CheckoutVisitStore';

/** The reference lists and settings step 3 reads (undefined until loaded). */
export interface DeliveryCatalogue {
  emirates(): readonly Emirate[] | undefined;
  slots(): readonly Slot[] | undefined;
  plans(): readonly Plan[] | undefined;
  prices(): readonly PriceRow[] | undefined;
  /** The site's holidays ("YYYY-MM-DD"). */
  holidays(): readonly string[];
  /** The end of the customer's current plan (unix seconds), or null without one: new plans start after it. */
  existingPlanEnd(): number | null;
  /** The emirate of the address on file the meals go to (issue 37 item 8), or null without one. */
  addressEmirate?(): number | null;
}

type StepField = 'start_date' | 'emirate' | 'slot_id';
const STEP_FIELDS: readonly StepField[] = ['start_date', 'emirate', 'slot_id'];

export type DeliveryClient = Pick<SocketClient, 'call'>;

export class DeliveryStepStore {
  /** Continue was pressed: the field messages show from then on. */
  submitted = false;
  saving = false;
  /** The server's refusal of the last save, by field of this step; a new choice clears it. */
  refused: Partial<Record<StepField, ServerMessage>> = {};

  constructor(
    private readonly visit: CheckoutVisitStore,
    private readonly catalogue: DeliveryCatalogue,
    private readonly client: DeliveryClient,
  ) {
    makeAutoObservable<DeliveryStepStore, 'visit' | 'catalogue' | 'client'>(
      this,
      { visit: false, catalogue: false, client: false },
      { autoBind: true },
    );
  }

  get choices() {
    return this.visit.choices;
  }

  get calendar(): DeliveryCalendar {
    return { excludeWeekDays: this.choices.excludeWeekDays, holidays: this.catalogue.holidays() };
  }

  /** The end of the customer's current plan, or null. */
  get existingPlanEnd(): number | null {
    return this.catalogue.existingPlanEnd();
  }

  /** First and last start day offered. */
  get range(): { min: number; max: number } {
    return checkoutStartRange(this.visit.now(), this.catalogue.existingPlanEnd());
  }

  /** A start day the calendar offers: in the range, not a skipped weekday, not a holiday. */
  isSelectable(day: number): boolean {
    const { min, max } = this.range;
    return day >= min && day <= max && isDeliveryDay(day, this.calendar);
  }

  /** The chosen start when it is still offered (a kept choice may have gone out of range), else null. */
  get startDate(): number | null {
    const day = this.choices.startDate;
    return day !== null && this.isSelectable(day) ? day : null;
  }

  chooseStart(day: number): void {
    this.refused = {};
    this.visit.updateChoices({ startDate: adjustStartDate(day, this.calendar) });
  }

  canSkip(weekday: number): boolean {
    return canSkipWeekday(this.choices.excludeWeekDays, weekday);
  }

  /** Skips a weekday or brings it back; a start date on a weekday now skipped moves forward to the next delivery day. */
  toggleWeekday(weekday: number): void {
    this.refused = {};
    const excludeWeekDays = toggleSkippedWeekday(this.choices.excludeWeekDays, weekday);
    const start = this.choices.startDate;
    const calendar = { ...this.calendar, excludeWeekDays };
    this.visit.updateChoices({ excludeWeekDays, startDate: start === null ? null : adjustStartDate(start, calendar) });
  }

  get emirates(): readonly Emirate[] {
    return this.catalogue.emirates() ?? [];
  }

  /** The delivery slots of the chosen emirate. */
  get slots(): Slot[] {
    const emirate = this.choices.emirate;
    return emirate === null ? [] : (this.catalogue.slots() ?? []).filter((slot) => slot.emirate_id === emirate);
  }

  /** Choosing another emirate drops a slot of the one before. */
  chooseEmirate(emirate: number | null): void {
    const slot = (this.catalogue.slots() ?? []).find((item) => item.id === this.choices.slotId);
    this.refused = {};
    this.visit.updateChoices({ emirate, slotId: slot && slot.emirate_id === emirate ? slot.id : null });
  }

  chooseSlot(slotId: number | null): void {
    this.refused = {};
    this.visit.updateChoices({ slotId });
  }

  /** The plan's delivery days from the chosen start (empty without a start or a day count). */
  get days(): number[] {
    const start = this.startDate;
    const count = this.choices.daysCount;
    if (start === null || !count) return [];
    return deliveryDays(start, count, this.calendar);
  }

  /** The chosen slot's message when it is not a time of the emirate of the address the meals go to (issue 37 item 8). */
  get slotEmirateError(): RuleMessage | null {
    const slot = (this.catalogue.slots() ?? []).find((item) => item.id === this.choices.slotId);
    return slot ? slotEmirateMessage(slot.emirate_id, this.catalogue.addressEmirate?.() ?? null) : null;
  }

  get validation(): Validation {
    const step = validateCheckoutStep3({ startDate: this.startDate, emirate: this.choices.emirate, slotId: this.choices.slotId });
    const slotEmirate = this.slotEmirateError;
    if (!step.valid || slotEmirate === null) return step;
    return { valid: false, message: slotEmirate, errors: { slot_id: slotEmirate } };
  }

  /** A field's message (start_date, emirate, slot_id): a slot of another emirate than the address at once, the step's own once Continue was pressed. */
  errorOf(field: StepField): RuleMessage | null {
    if (field === 'slot_id' && this.slotEmirateError) return this.slotEmirateError;
    return this.submitted ? (this.validation.errors[field] ?? null) : null;
  }

  /** The server's refusal of a field at the last save (shown on the field before the step's own message), or null. */
  refusalOf(field: StepField): ServerMessage | null {
    return this.refused[field] ?? null;
  }

  /** Keeps the refusal's messages of this step's fields, so each shows on its field. */
  private keepRefusal(error: unknown): void {
    if (!(error instanceof RequestError)) return;
    const refused: Partial<Record<StepField, ServerMessage>> = {};
    for (const field of STEP_FIELDS) {
      const text = error.errors[field];
      const byId = error.fieldMessages[field];
      if (text !== undefined) refused[field] = { message: text, messageId: byId?.id, values: byId?.values };
    }
    this.refused = refused;
  }

  /**
   * Continue: the first message when the step is incomplete (the page shows it); else the plan is saved with `set`
   * and the visit learns the saved plan (its guard then opens the menus). A refusal of the server rejects.
   */
  async save(): Promise<RuleMessage | null> {
    this.submitted = true;
    const message = this.validation.message;
    if (message !== null) return message;
    if (this.saving) return null;
    this.saving = true;
    try {
      await this.client.call('mobile_checkout', 'set', this.request());
      await this.visit.refreshPending();
      this.visit.planSaved();
      return null;
    } catch (error) {
      runInAction(() => this.keepRefusal(error));
      throw error;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /**
   * The `set` request: the checkout plan params, and no dishes: the server chooses every day's default dishes (and
   * the side dishes of the side types) for an empty detailsData, the menus step changes them after.
   */
  private request(): RequestData<'mobile_checkout', 'set'> {
    const { dietId, mealTypes, daysCount, excludeWeekDays, emirate, slotId } = this.choices;
    const plan = planForDays(this.catalogue.plans() ?? [], daysCount ?? 0);
    const days = this.days;
    if (!dietId || !plan || !emirate || !slotId || days.length === 0) throw new Error('set: the steps are incomplete');
    const pending = this.visit.pending?.planParams;
    const isRenew = pending?.isRenew ?? false;
    const price = planPrice({ rows: this.catalogue.prices() ?? [], dietId, planId: plan.id, mealTypeIds: mealTypes, dayCount: plan.count }) ?? 0;
    return {
      checkoutPlanParams: {
        // A saved plan that had to move its start is saved again in place.
        id: this.visit.pending?.checkoutId ?? null,
        diet_id: dietId,
        days_count: plan.count,
        mealTypes: [...mealTypes],
        exclude_week_day: [...excludeWeekDays],
        cutlery: pending?.cutlery ?? 0,
        bag_price: pending?.bag_price ?? bagDeposit(isRenew),
        start_date: days[0]!,
        end_date: days.at(-1)!,
        isRenew,
        mealPlan_id: plan.id,
        emirate,
        slot_id: slotId,
        price,
      },
      detailsData: [],
    };
  }
}
