// The user as the server sends it to the client (protocol `user`): account fields plus plan state, read in one query.
import type { SignedInUser, User } from '@mealplan/shared/protocol';
import { showHeaderRenewLink } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';
import { cachedRead } from '../realtime/call-cache';
import type { Services } from '../realtime/services';
import { USER_COLUMNS, type UserRow } from './users';

/** The plan and wizard columns of the view, beside a user's own. */
interface PlanColumns {
  /** The wizard step the saved draft reached (orders/drafts.ts draftStep), null without a draft. */
  build_step: number | null;
  plan_id: number | null;
  plan_end_date: number | null;
  plan_renew_status: number | null;
  plan_renewed: boolean | null;
}

export type UserViewRow = UserRow & PlanColumns;

/**
 * The select list and joins that add the view's plan state and wizard step to a query over `users u`, for one
 * round trip per view (a page load's session check is the hottest call). `todayParam` is the placeholder of the
 * day (e.g. `$2`): the plan is the latest paid, active order still running that day.
 */
export function userViewSelect(todayParam: string): { columns: string; joins: string } {
  const columns = USER_COLUMNS.split(', ')
    .map((column) => `u.${column}`)
    .join(', ');
  return {
    columns: `${columns},
      (SELECT (d.state->'planParams'->>'step')::int FROM wizard_drafts d WHERE d.user_id = u.id) AS build_step,
      p.id AS plan_id, p.end_date AS plan_end_date, p.renew_status AS plan_renew_status, p.renewed AS plan_renewed`,
    joins: `LEFT JOIN LATERAL (
        SELECT o.id, o.end_date, o.renew_status,
          EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status <> 'cancelled') AS renewed
        FROM orders o
        WHERE o.user_id = u.id AND o.status = 'active' AND o.paid AND o.end_date >= ${todayParam}
        ORDER BY o.end_date DESC LIMIT 1
      ) p ON true`,
  };
}

/** The user row and view columns of one user, in one query. */
export async function findUserViewRow(db: Db, userId: number, now: number): Promise<UserViewRow | undefined> {
  const { columns, joins } = userViewSelect('$2');
  return db.one<UserViewRow>(`SELECT ${columns} FROM users u ${joins} WHERE u.id = $1`, [userId, today(now)]);
}

/**
 * The user's view row from the process's cache (a repeated session check on a signed-in socket pays no database
 * round trip). Keyed by day, since the plan state depends on it; every write to what the view shows calls
 * userViewChanged, which drops the user's entries here and, through Redis, in every other process.
 */
export function cachedUserViewRow(db: Db, services: Services, userId: number, now: number): Promise<UserViewRow | undefined> {
  return cachedRead(services.cache, `user:${userId}:${today(now)}`, () => findUserViewRow(db, userId, now));
}

/**
 * Call after any write to the user's row, orders, wizard draft or dish feedback (profile, preferences, addresses,
 * language, SMS setting, email confirmation, password, orders placed, the wizard's saved step, a dish rated): the
 * next session check reads anew, and so does everything else cached per user (`user:<id>:…`, e.g. rating getDishes).
 */
export async function userViewChanged(services: Pick<Services, 'cache'>, userId: number): Promise<void> {
  await services.cache?.invalidate(`user:${userId}`);
}

/** The protocol user of a row read with userViewSelect. */
export function userViewOf(row: UserViewRow, now: number): User {
  const hasPlan = row.plan_id !== null;
  const alreadyRenewed = hasPlan && (row.plan_renewed === true || row.plan_renew_status === 1);
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
    buildStep: row.build_step ?? 0,
    hasPlan,
    renewPlan: hasPlan && showHeaderRenewLink(Number(row.plan_end_date), now),
    canBeRenewed: hasPlan && !alreadyRenewed,
    alreadyRenewed,
    planEndDate: hasPlan ? Number(row.plan_end_date) : null,
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
