// The dashboard's state for one page visit (spec 3 §2 Dashboard, §3, §4 Renewal banner, §7 Channel profile, §8).
// Each part of the page loads with its own call and fails on its own: a part that could not load says so and the
// rest of the page stays usable. Saves answer the server's message, which the page shows in a dialog titled for its
// area; a refused save keeps the server's message for the page to show.
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isPaused, showRenewalBanner, daysLeft, type Pause, type WeightStat } from '@mealplan/shared/domain';
import type { CallKey, DeliveryDish, OkData, PlanParams, RequestData } from '@mealplan/shared/protocol';
import { RemainingDeliveries, RequestError, type ReferenceStore, type SessionStore, type SocketClient } from '@mealplan/shared/session';
import { refusalOf, type ServerMessage } from '@mealplan/shared/ui';
import {
  modifyButton,
  planSummary,
  renewalOpening,
  weightPoints,
  type ChartPeriod,
  type ModifyButton,
  type PlanSummary,
  type RenewalOpening,
  type WeightPoint,
} from './dashboard';

export type DashboardClient = Pick<SocketClient, 'call'>;
type DashboardKey = Extract<CallKey<'profile'>, `getForDashboard:${string}`>;
type Ok<K extends DashboardKey> = OkData<'profile', K>;

/** A part's reply (or failure) to be taken into the store. */
interface Change {
  make: () => void;
}

/** The parts of the page that load on their own. */
export type DashboardPart = 'plan' | 'deliveries' | 'checkout' | 'pause' | 'managers' | 'meals' | 'stats' | 'sms' | 'settings' | 'prefs';

/** The profile card's values that are edited inline (§2): grams for weights, cm for height, unix seconds for birthday. */
export type ProfileField = 'weight' | 'height' | 'birthday' | 'start_weight' | 'goal_weight';
export const PROFILE_FIELDS: readonly ProfileField[] = ['weight', 'height', 'birthday', 'start_weight', 'goal_weight'];
export type ProfileValues = Record<ProfileField, number | null>;

/** The settings dialogs and the call each saves with (§2 Settings links, §8 titled messages). */
export type SettingsArea = 'address' | 'personal' | 'medical' | 'foodPreferences' | 'foodFavourites' | 'groupsEliminated' | 'sms';

/** A refused save: the server's message, and per field (its wire name) the field's own message when it sent some. */
export type SaveResult = { ok: true; message: string } | { ok: false; error: ServerMessage; fields?: Record<string, ServerMessage> };

export type Managers = Ok<'getForDashboard:getManagers'>;
export type MainSettings = Ok<'getForDashboard:getMainSettingsInfo'>;
export type Prefs = Ok<'getForDashboard:getPrefs'>;
export type AddressInput = Omit<RequestData<'profile', 'getForDashboard:saveAddressInfo'>, 'subtype' | 'userId'>;
export type MainInfoInput = Omit<RequestData<'profile', 'getForDashboard:saveMainInfo'>, 'subtype' | 'userId'>;

/** What the staff are told after a dashboard save (§7 setNotification, thetype 1). */
const NOTIFIED_AREA: Record<Exclude<SettingsArea, 'sms'>, string> = {
  address: 'Delivery Address',
  personal: 'Personal Details',
  medical: 'Medical Conditions',
  foodPreferences: 'Food Preferences',
  foodFavourites: 'Food Favourites',
  groupsEliminated: 'Groups Eliminated',
};

/** A refused call as the page keeps it: the kit's one refusal helper (timeouts and lost connections in the page's language too). */
export const serverMessageOf: (error: unknown) => ServerMessage = refusalOf;

/** The field messages of a refused call (each with its catalogue id when the server sent one), or undefined. */
export function fieldMessagesOf(error: unknown): Record<string, ServerMessage> | undefined {
  if (!(error instanceof RequestError)) return undefined;
  const fields = Object.entries(error.errors);
  if (fields.length === 0) return undefined;
  return Object.fromEntries(
    fields.map(([field, message]) => {
      const known = error.fieldMessages[field];
      return [field, known ? { message, messageId: known.id, ...(known.values ? { values: known.values } : {}) } : { message }];
    }),
  );
}

/** Loads that share no page visit's read of the deliveries left: each one's own key. */
let unsharedLoads = 0;

/** The reference lists the plan card names the plan from (its diet's name). */
const PLAN_NAME_LISTS = ['dietList'] as const;

export class DashboardStore {
  loading = true;
  /** The parts whose call failed, each with the server's message. */
  failures = new Map<DashboardPart, ServerMessage>();
  planParams: PlanParams | null = null;
  checkoutId: number | null = null;
  pause: Pause | null = null;
  managers: Managers | null = null;
  /** The delivery days left from today on (order remainingDeliveries), read with the plan. */
  deliveries: { count: number; days: number[] } | null = null;
  /** Today's dishes of the plan (getMealplan). */
  meals: DeliveryDish[] = [];
  stats: WeightStat[] = [];
  sms: boolean | null = null;
  settings: MainSettings | null = null;
  prefs: Prefs | null = null;
  profile: ProfileValues;
  period: ChartPeriod = 'days';
  /** The profile field being saved, and the last inline save's refusal. */
  savingField: ProfileField | null = null;
  fieldError: { field: ProfileField; error: ServerMessage } | null = null;
  /** The settings area whose save runs. */
  savingArea: SettingsArea | null = null;

  constructor(
    private readonly client: DashboardClient,
    private readonly session: Pick<SessionStore, 'user' | 'hasPlan'>,
    readonly now: () => number,
    /** The deliveries left, read once per page visit: the header's read of the same visit answers the plan card too. */
    private readonly remaining: Pick<RemainingDeliveries, 'forVisit'> = new RemainingDeliveries(client),
    /** The page's reference lists: those the plan card names the plan from are waited for with the parts. */
    private readonly lists?: Pick<ReferenceStore, 'ensure'>,
  ) {
    const user = session.user;
    this.profile = {
      weight: user.weight ?? null,
      height: user.height ?? null,
      birthday: user.birthday ?? null,
      start_weight: user.start_weight ?? null,
      goal_weight: user.goal_weight ?? null,
    };
    // The server's replies are kept as they arrive and only ever replaced, never changed in place: observed by reference,
    // not copied into observables (copying a plan's and its meals' objects was a long task of a phone's start: issue 38).
    makeAutoObservable<DashboardStore, 'client' | 'session' | 'remaining' | 'lists'>(
      this,
      {
        client: false,
        session: false,
        remaining: false,
        lists: false,
        now: false,
        planParams: observable.ref,
        deliveries: observable.ref,
        meals: observable.ref,
        stats: observable.ref,
        pause: observable.ref,
        managers: observable.ref,
        settings: observable.ref,
        prefs: observable.ref,
      },
      { autoBind: true },
    );
  }

  private ask<K extends DashboardKey>(key: K, fields: Record<string, unknown> = {}): Promise<Ok<K>> {
    const subtype = (key as string).slice('getForDashboard:'.length);
    return this.client.call<'profile', K>('profile', key, { subtype, ...fields } as RequestData<'profile', K>);
  }

  /**
   * Loads every part at once; the meals and the deliveries left follow the plan (they need it). `visit`: the page visit
   * (visitKey) whose read of the deliveries left this load shares; without it, they are asked for this load alone.
   * The parts' replies are taken into the store together, with the end of the loading, in one action: the spinner shows
   * until then anyway, and each reply taken on its own re-rendered the page as it came (a synchronous render for each of
   * some ten replies on a phone's start-up: issue 38). A plan's card is drawn once, whole: the diet list it names the
   * plan from is asked for at once (when the session says there is a plan) and waited for with the plan's parts. Written
   * as it came, after the card, the name wrapped onto a second line in Arabic on a phone and moved the card down (a
   * layout shift of 0.018 on the signed-in dashboard: issue 38). The list's failure is only logged (doc 1 §8).
   */
  async load(visit: string = `dashboard load ${(unsharedLoads += 1)}`): Promise<void> {
    const planNames = () => this.lists?.ensure(PLAN_NAME_LISTS);
    if (this.session.hasPlan) void planNames();
    const planAndItsParts = async (): Promise<Change[]> => {
      const plan = await this.change(
        'plan',
        () => this.ask('getForDashboard:get'),
        (reply) => (this.planParams = reply.planParams),
      );
      const orderId = plan.reply?.planParams?.id;
      if (!orderId) return [plan];
      const [parts] = await Promise.all([
        Promise.all([
          this.change(
            'meals',
            () => this.ask('getForDashboard:getMealplan', { orderId }),
            (today) => (this.meals = today.dishes),
          ),
          this.change(
            'deliveries',
            () => this.remaining.forVisit(visit),
            (left) => (this.deliveries = left),
          ),
        ]),
        planNames(),
      ]);
      return [plan, ...parts];
    };
    const changes = await Promise.all([
      planAndItsParts(),
      this.change(
        'checkout',
        () => this.ask('getForDashboard:getCheckout'),
        (reply) => (this.checkoutId = reply.checkoutId),
      ),
      this.change(
        'pause',
        () => this.ask('getForDashboard:getPause'),
        (reply) => (this.pause = reply.startDate === null ? null : { startDate: reply.startDate, endDate: reply.endDate }),
      ),
      this.change(
        'managers',
        () => this.ask('getForDashboard:getManagers'),
        (reply) => (this.managers = reply),
      ),
      this.change(
        'stats',
        () => this.ask('getForDashboard:getWeightStats'),
        (reply) => (this.stats = reply.stats),
      ),
      this.change(
        'sms',
        () => this.ask('getForDashboard:getSmsInfo'),
        (reply) => (this.sms = reply.sms),
      ),
      this.change(
        'settings',
        () => this.ask('getForDashboard:getMainSettingsInfo'),
        (reply) => (this.settings = reply),
      ),
      this.change(
        'prefs',
        () => this.ask('getForDashboard:getPrefs'),
        (reply) => (this.prefs = reply),
      ),
    ]);
    runInAction(() => {
      for (const { make } of changes.flat()) make();
      this.loading = false;
    });
  }

  /** Asks for one part: its reply, and the change it brings to the store (the reply taken, or the part's failure). */
  private async change<T>(part: DashboardPart, fetch: () => Promise<T>, apply: (reply: T) => unknown): Promise<Change & { reply?: T }> {
    try {
      const reply = await fetch();
      return {
        reply,
        make: () => {
          this.failures.delete(part);
          apply(reply);
        },
      };
    } catch (error) {
      return { make: () => this.failures.set(part, serverMessageOf(error)) };
    }
  }

  /** Asks for one part and takes its reply (or its failure) into the store at once. */
  private async part<T>(part: DashboardPart, fetch: () => Promise<T>, apply: (reply: T) => unknown): Promise<void> {
    const { make } = await this.change(part, fetch, apply);
    runInAction(make);
  }

  get hasPlan(): boolean {
    return this.session.hasPlan || Boolean(this.planParams?.id);
  }

  get paused(): boolean {
    return isPaused(this.pause, this.now());
  }

  get modifyButton(): ModifyButton {
    return modifyButton(this.hasPlan, this.checkoutId !== null);
  }

  /** §4 Renewal banner: the days left when it shows, else null. */
  get renewalDaysLeft(): number | null {
    const end = this.session.user.planEndDate ?? null;
    if (end === null) return null;
    const alreadyRenewed = this.session.user.alreadyRenewed ?? false;
    const shown = showRenewalBanner({
      hasPlan: this.hasPlan,
      alreadyRenewed,
      paused: this.paused,
      renewStatus: alreadyRenewed ? 1 : 0,
      end,
      now: this.now(),
    });
    return shown ? daysLeft(end, this.now()) : null;
  }

  /** The plan card: what was bought, its start and its next (or first) delivery; null without a plan. */
  get planSummary(): PlanSummary | null {
    return planSummary(this.planParams, this.deliveries, this.now());
  }

  /** What 'Renew my plan' does now: the renewal choice, or when and why renewal opens later. */
  get renewalOpening(): RenewalOpening {
    const user = this.session.user;
    return renewalOpening(
      {
        // Renewable as the session tells it (doc 1 §4: renewPlan and canBeRenewed both true).
        canRenew: this.hasPlan && user.renewPlan === true && user.canBeRenewed === true,
        alreadyRenewed: user.alreadyRenewed ?? false,
        paid: this.planParams?.payed !== false,
        end: this.planParams?.end_date ?? user.planEndDate ?? null,
      },
      this.now(),
    );
  }

  get weightPoints(): WeightPoint[] {
    return weightPoints(this.stats, this.period);
  }

  setPeriod(period: ChartPeriod): void {
    this.period = period;
  }

  /** §2 inline edit, saved with saveProfData; the card keeps the new value once the server took it. */
  async saveProfile(field: ProfileField, value: number): Promise<SaveResult> {
    this.savingField = field;
    this.fieldError = null;
    try {
      const reply = await this.ask('getForDashboard:saveProfData', { theaction: field, value });
      runInAction(() => (this.profile[field] = value));
      return { ok: true, message: reply.message };
    } catch (error) {
      const shown = serverMessageOf(error);
      runInAction(() => (this.fieldError = { field, error: shown }));
      return { ok: false, error: shown };
    } finally {
      runInAction(() => (this.savingField = null));
    }
  }

  /** §2 SMS on login toggle. */
  saveSms(sms: boolean): Promise<SaveResult> {
    return this.save(
      'sms',
      () => this.ask('getForDashboard:saveSmsInfo', { sms }),
      () => (this.sms = sms),
      null,
    );
  }

  saveAddress(input: AddressInput): Promise<SaveResult> {
    return this.save(
      'address',
      () => this.ask('getForDashboard:saveAddressInfo', input),
      () => this.refreshSettings(),
      'address',
    );
  }

  saveMainInfo(input: MainInfoInput): Promise<SaveResult> {
    return this.save(
      'personal',
      () => this.ask('getForDashboard:saveMainInfo', input),
      () => {
        if (this.settings) this.settings = { ...this.settings, ...input, birthday: input.birthday };
      },
      'personal',
    );
  }

  saveMedical(medical: number[]): Promise<SaveResult> {
    return this.save(
      'medical',
      () => this.ask('getForDashboard:saveMedicalInfo', { medical }),
      () => {
        if (this.settings) this.settings = { ...this.settings, medical };
      },
      'medical',
    );
  }

  /** Food Preferences: the disliked ingredients (allergies stay read-only, §6). */
  saveDislikes(dislikes: number[]): Promise<SaveResult> {
    return this.save(
      'foodPreferences',
      () => this.ask('getForDashboard:saveDislike', { dislikes }),
      () => this.setPrefs({ dislikes }),
      'foodPreferences',
    );
  }

  /** Food Favourites: the liked and disliked dishes. */
  saveFavourites(dishlikes: number[], dishdislikes: number[]): Promise<SaveResult> {
    return this.save(
      'foodFavourites',
      () => this.ask('getForDashboard:savePrefs', { dishlikes, dishdislikes }),
      () => this.setPrefs({ dishlikes, dishdislikes }),
      'foodFavourites',
    );
  }

  saveEliminatedGroups(groups: number[]): Promise<SaveResult> {
    return this.save(
      'groupsEliminated',
      () => this.ask('getForDashboard:saveEliminateGroups', { eliminate_groups: groups }),
      () => this.setPrefs({ eliminate_groups: groups }),
      'groupsEliminated',
    );
  }

  /** Reads the pause again (after the pause dialog changed the plan's dates). */
  async refreshPause(): Promise<void> {
    await this.part(
      'pause',
      () => this.ask('getForDashboard:getPause'),
      (reply) => {
        this.pause = reply.startDate === null ? null : { startDate: reply.startDate, endDate: reply.endDate };
      },
    );
  }

  /** The plan's order id, which the pause dialog acts on (null without a plan). */
  get orderId(): number | null {
    return this.planParams?.id ?? null;
  }

  private setPrefs(change: Partial<Prefs>): void {
    if (this.prefs) this.prefs = { ...this.prefs, ...change };
  }

  private async refreshSettings(): Promise<void> {
    await this.part(
      'settings',
      () => this.ask('getForDashboard:getMainSettingsInfo'),
      (reply) => (this.settings = reply),
    );
  }

  /**
   * One settings save: the call, then the page's copy of the values, then the staff notification of §7 (thetype 1;
   * the customer's save stands even when the notification could not be sent).
   */
  private async save(
    area: SettingsArea,
    write: () => Promise<{ message: string }>,
    apply: () => unknown,
    notify: Exclude<SettingsArea, 'sms'> | null,
  ): Promise<SaveResult> {
    this.savingArea = area;
    try {
      const reply = await write();
      await runInAction(apply);
      if (notify) {
        await this.ask('getForDashboard:setNotification', { changes: `${NOTIFIED_AREA[notify]} changed on the dashboard`, thetype: 1 }).catch(
          () => undefined,
        );
      }
      return { ok: true, message: reply.message };
    } catch (error) {
      const fields = fieldMessagesOf(error);
      return { ok: false, error: serverMessageOf(error), ...(fields ? { fields } : {}) };
    } finally {
      runInAction(() => (this.savingArea = null));
    }
  }
}
