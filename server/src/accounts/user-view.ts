// The user as the server sends it to the client (protocol `user`): account fields plus plan state.
import type { SignedInUser, User } from '@mealplan/shared/protocol';
import { showHeaderRenewLink } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import type { Db } from '../db';
import { draftStep } from '../orders/drafts';
import type { UserRow } from './users';

interface PlanRow {
  id: number;
  end_date: number;
  renew_status: number;
  renewed: boolean;
}

interface PlanState {
  hasPlan: boolean;
  renewPlan: boolean;
  canBeRenewed: boolean;
  alreadyRenewed: boolean;
  planEndDate: number | null;
}

async function planState(db: Db, userId: number, now: number): Promise<PlanState> {
  const plan = await db.one<PlanRow>(
    `SELECT o.id, o.end_date, o.renew_status,
       EXISTS (SELECT 1 FROM orders r WHERE r.renewed_from = o.id AND r.status <> 'cancelled') AS renewed
     FROM orders o
     WHERE o.user_id = $1 AND o.status = 'active' AND o.paid AND o.end_date >= $2
     ORDER BY o.end_date DESC LIMIT 1`,
    [userId, today(now)],
  );
  if (!plan) return { hasPlan: false, renewPlan: false, canBeRenewed: false, alreadyRenewed: false, planEndDate: null };
  const alreadyRenewed = plan.renewed || plan.renew_status === 1;
  return {
    hasPlan: true,
    renewPlan: showHeaderRenewLink(plan.end_date, now),
    canBeRenewed: !alreadyRenewed,
    alreadyRenewed,
    planEndDate: plan.end_date,
  };
}

export async function userView(db: Db, user: UserRow, now: number): Promise<User> {
  return {
    user_id: user.id,
    email: user.email,
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    phone: user.phone ?? '',
    language: normaliseLanguage(user.language),
    smsOnLogin: user.sms_on_login,
    // The body data of the daily targets (shared/src/domain/nutrition.ts), shown on the wizard, progress and modify pages.
    gender: user.gender,
    weight: user.weight_g,
    height: user.height_cm,
    birthday: user.birthday,
    activityLevel: user.activity_level,
    // The dish preferences the wizard's dish lists filter by and its conflict modals check (spec 2 §5.8).
    allergies: user.allergies ?? [],
    dislikes: user.dislikes ?? [],
    dishlikes: user.dish_likes ?? [],
    dishdislikes: user.dish_dislikes ?? [],
    eliminate_groups: user.eliminate_groups ?? [],
    buildStep: await draftStep(db, user.id),
    ...(await planState(db, user.id, now)),
  };
}

export async function signedInUserView(db: Db, user: UserRow, token: string, now: number): Promise<SignedInUser> {
  return { ...(await userView(db, user, now)), token };
}
