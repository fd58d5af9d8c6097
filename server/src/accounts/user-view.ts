// The user as the server sends it to the client (protocol `user`): account fields plus the plan state and the wizard
// step, which the orders module answers (orders/store/current-plan.ts, orders/wizard/drafts.ts).
import type { SignedInUser, User, Voucher } from '@mealplan/shared/protocol';
import { showHeaderRenewLink } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';
import { unusedCoupons } from '../orders/money/coupons';
import { currentPlan, isHeldPlan, type CurrentPlan } from '../orders/store/current-plan';
import { draftStep } from '../orders/wizard/drafts';
import { findUserById, type UserRow } from './users';

/** The user's row with what the view adds: the plan the customer holds and the wizard step of the saved draft. */
export interface UserViewRow extends UserRow {
  /** The held plan (not ended: paid and confirmed, or awaiting payment), or null. */
  plan: CurrentPlan | null;
  /** The wizard step the saved draft reached, 0 without a draft. */
  buildStep: number;
  /** The customer's unused coupons ('My Credit'). */
  vouchers: Voucher[];
}

/** The process's read cache as the view uses it (the server's call cache is one); the user's keys are `user:<id>:…`. */
export interface UserViewCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(scope: `user:${number}`): Promise<void>;
}

/** A user row read elsewhere (the session check reads it with the session), with the view's plan and wizard step. */
export async function withPlanState(db: Db, user: UserRow, now: number): Promise<UserViewRow> {
  const [plan, buildStep, vouchers] = await Promise.all([currentPlan(db, user.id, now), draftStep(db, user.id), unusedCoupons(db, user.id)]);
  return { ...user, plan: isHeldPlan(plan) ? plan : null, buildStep, vouchers };
}

/** The user row and view columns of one user. */
export async function findUserViewRow(db: Db, userId: number, now: number): Promise<UserViewRow | undefined> {
  const user = await findUserById(db, userId);
  return user && withPlanState(db, user, now);
}

/**
 * The user's view row from the process's cache (a repeated session check on a signed-in socket pays no database
 * round trip). Keyed by day, since the plan state depends on it; every write to what the view shows is announced
 * (customerChanged, orders/order-events.ts), which drops the user's entries here and, through Redis, in every other
 * process. While Redis does not answer, the cache is passed by and the view is read from the database
 * (realtime/call-cache.ts).
 */
export function cachedUserViewRow(
  db: Db,
  services: { cache?: UserViewCache | undefined },
  userId: number,
  now: number,
): Promise<UserViewRow | undefined> {
  const load = () => findUserViewRow(db, userId, now);
  return services.cache ? services.cache.get(`user:${userId}:${today(now)}`, load) : load();
}

/** The protocol user of a view row. */
export function userViewOf(row: UserViewRow, now: number): User {
  const { plan } = row;
  return {
    user_id: row.id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone ?? '',
    language: normaliseLanguage(row.language),
    smsOnLogin: row.sms_on_login,
    // The body data of the daily targets (shared/src/domain/nutrition.ts), shown on the wizard, progress and modify pages.
    gender: row.gender,
    weight: row.weight_g,
    height: row.height_cm,
    birthday: row.birthday,
    activityLevel: row.activity_level,
    // The dish preferences the wizard's dish lists filter by and its conflict modals check (spec 2 §5.8).
    allergies: row.allergies ?? [],
    dislikes: row.dislikes ?? [],
    dishlikes: row.dish_likes ?? [],
    dishdislikes: row.dish_dislikes ?? [],
    eliminate_groups: row.eliminate_groups ?? [],
    // The wizard's profile and delivery steps (spec 2 §2.2 steps 4 and 5) start from what was saved.
    medicalCondition: row.medical_conditions,
    homeAddress: row.home_address,
    workAddress: row.work_address,
    publicAddress: row.public_address,
    deliveryInstructions: row.delivery_instructions ?? '',
    buildStep: row.buildStep,
    hasPlan: plan !== null,
    // An order awaiting payment cannot be renewed yet (the order core refuses a renewal of it).
    renewPlan: plan !== null && plan.state !== 'pending' && showHeaderRenewLink(plan.endDate, now),
    canBeRenewed: plan !== null && plan.state !== 'pending' && !plan.renewed,
    alreadyRenewed: plan !== null && plan.renewed,
    planEndDate: plan?.endDate ?? null,
    vouchers: row.vouchers,
    start_weight: row.start_weight_g,
    goal_weight: row.goal_weight_g,
    company: row.company ?? '',
  };
}

/** The view of the user (read again: the caller's row may predate the change it just made). */
export async function userView(db: Db, user: Pick<UserRow, 'id'>, now: number): Promise<User> {
  const row = await findUserViewRow(db, user.id, now);
  if (!row) throw new Error(`user ${user.id} not found`);
  return userViewOf(row, now);
}

export async function signedInUserView(db: Db, user: Pick<UserRow, 'id'>, token: string, now: number): Promise<SignedInUser> {
  return { ...(await userView(db, user, now)), token };
}
