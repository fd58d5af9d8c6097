// profile set, the wizard's scenarios (doc 2 §2.2 steps 2, 4 and 5; §5.4, §5.5): 'preferences' (likes & notes,
// allergies, dislikes), 'main' (the profile fields with their limits) and 'delivery' (home, work and
// public-holiday/weekend addresses with per-block errors). Every write goes to the session's user only.
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '@mealplan/shared/account';
import { isServerMessageId } from '../i18n';
import type { ErrorMessage } from '../errors';
import { validateDelivery, validateProfileMain, type AddressInput, type DeliveryReference } from '@mealplan/shared/domain';
import type { RequestData, User } from '@mealplan/shared/protocol';
import { parseMobile } from '../accounts/phone';
import { userView, userViewChanged } from '../accounts/user-view';
import { findUserByEmail, findUserById } from '../accounts/users';
import { addressFields, languages } from '../catalog/seed/reference-lists';
import type { Db } from '../db';
import { type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';
import { PROFILE_STEP_MESSAGES } from './messages';

type ProfileSet = RequestData<'profile', 'set'>;
type Scenario<S extends ProfileSet['scenario']> = Extract<ProfileSet, { scenario: S }>;
export type ProfileStep = Scenario<'preferences'> | Scenario<'main'> | Scenario<'delivery'>;

/** Field -> a message id, or a rule text built around an address field's label from the settings (sent as it is). */
type FieldErrors = Record<string, string>;

const errorMessage = (message: string): ErrorMessage => (isServerMessageId(message) ? message : { literal: message });

/** The first message and every field's. */
function refuseWith(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined)
    throw new ClientError(errorMessage(first), Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, errorMessage(message)])));
}

async function unknownIds(db: Db, table: 'ingredients' | 'medical_conditions', ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const unique = [...new Set(ids)];
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [unique]);
  return (row?.n ?? 0) !== unique.length;
}

async function savePreferences(db: Db, userId: number, data: Scenario<'preferences'>): Promise<void> {
  const errors: FieldErrors = {};
  if (await unknownIds(db, 'ingredients', data.allergies)) errors.allergies = PROFILE_STEP_MESSAGES.unknownIngredient;
  if (await unknownIds(db, 'ingredients', data.dislikes)) errors.dislikes = PROFILE_STEP_MESSAGES.unknownIngredient;
  refuseWith(errors);
  await db.query('UPDATE users SET preferences = $2, allergies = $3, dislikes = $4, notes = COALESCE($5, notes) WHERE id = $1', [
    userId,
    data.preferences,
    [...new Set(data.allergies)],
    [...new Set(data.dislikes)],
    data.notes ?? null,
  ]);
}

/** The customer's dish preferences as getPrefs answers them (wizard step 2 shows them, the menu steps apply them). */
export async function readPreferences(db: Db, userId: number) {
  const row = await db.one<{
    preferences: string | null;
    notes: string | null;
    allergies: number[] | null;
    dislikes: number[] | null;
    dish_likes: number[] | null;
    dish_dislikes: number[] | null;
    eliminate_groups: number[] | null;
  }>('SELECT preferences, notes, allergies, dislikes, dish_likes, dish_dislikes, eliminate_groups FROM users WHERE id = $1', [userId]);
  return {
    preferences: row?.preferences ?? '',
    notes: row?.notes ?? '',
    allergies: row?.allergies ?? [],
    dislikes: row?.dislikes ?? [],
    dishlikes: row?.dish_likes ?? [],
    dishdislikes: row?.dish_dislikes ?? [],
    eliminate_groups: row?.eliminate_groups ?? [],
  };
}

async function saveMain(db: Db, userId: number, data: Scenario<'main'>, now: number): Promise<void> {
  const errors: FieldErrors = { ...validateProfileMain(data, now).errors };
  const phone = parseMobile('971', data.phone);
  if (!phone || phone.callingCode !== '971') errors.phone = ACCOUNT_MESSAGES.phoneInvalid;
  if (!isValidEmail(data.email)) errors.email = ACCOUNT_MESSAGES.emailInvalid;
  else {
    const owner = await findUserByEmail(db, data.email);
    if (owner && owner.id !== userId) errors.email = ACCOUNT_MESSAGES.emailTaken;
  }
  if (data.language !== undefined && !languages.some((item) => item.id === data.language)) errors.language = PROFILE_STEP_MESSAGES.unknownLanguage;
  if (data.medicalCondition && (await unknownIds(db, 'medical_conditions', data.medicalCondition))) {
    errors.medicalCondition = PROFILE_STEP_MESSAGES.unknownMedicalCondition;
  }
  refuseWith(errors);
  // Optional fields left out keep their value; null clears them.
  const changes: [column: string, value: unknown][] = [
    ['first_name', data.firstName.trim()],
    ['last_name', data.lastName.trim()],
    ['phone_code', phone!.callingCode],
    ['phone', phone!.nationalNumber],
    ['email', normalizeEmail(data.email)],
  ];
  if (data.gender !== undefined) changes.push(['gender', data.gender]);
  if (data.weight !== undefined) changes.push(['weight_g', data.weight]);
  if (data.height !== undefined) changes.push(['height_cm', data.height]);
  if (data.birthday !== undefined) changes.push(['birthday', data.birthday]);
  if (data.activityLevel !== undefined) changes.push(['activity_level', data.activityLevel]);
  if (data.medicalCondition !== undefined) changes.push(['medical_conditions', [...new Set(data.medicalCondition)]]);
  if (data.language !== undefined) changes.push(['language', data.language]);
  if (data.company !== undefined) changes.push(['company', data.company]);
  const assignments = changes.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  try {
    await db.query(`UPDATE users SET ${assignments} WHERE id = $1`, [userId, ...changes.map(([, value]) => value)]);
  } catch (error) {
    // Another account took the email between the check and the write (unique index users_email_lower).
    if ((error as { code?: unknown }).code === '23505') throw new ClientError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    throw error;
  }
}

async function deliveryReference(db: Db): Promise<DeliveryReference> {
  const [areas, emirates] = await Promise.all([
    db.query<{ id: number; emirate_id: number }>('SELECT id, emirate_id FROM areas'),
    db.query<{ id: number }>('SELECT id FROM emirates'),
  ]);
  return {
    fields: addressFields,
    areaEmirate: new Map(areas.map((area) => [area.id, area.emirate_id])),
    emirates: new Set(emirates.map((emirate) => emirate.id)),
  };
}

const stored = (address: AddressInput | null) => (address ? JSON.stringify(address) : null);

async function saveDelivery(db: Db, userId: number, data: Scenario<'delivery'>): Promise<void> {
  refuseWith(validateDelivery(data, await deliveryReference(db)).errors);
  await db.query(
    `UPDATE users SET home_address = $2::text::jsonb, work_address = $3::text::jsonb, public_address = $4::text::jsonb,
       default_home = $5, default_work = $6, default_public = $7, delivery_instructions = $8 WHERE id = $1`,
    [
      userId,
      stored(data.homeAddress),
      stored(data.workAddress),
      stored(data.publicAddress),
      data.homeAddress?.default ?? false,
      data.workAddress?.default ?? false,
      data.publicAddress?.default ?? false,
      data.deliveryInstructions,
    ],
  );
}

const SAVED: Record<ProfileStep['scenario'], string> = {
  preferences: PROFILE_STEP_MESSAGES.preferencesSaved,
  main: PROFILE_STEP_MESSAGES.profileSaved,
  delivery: PROFILE_STEP_MESSAGES.deliverySaved,
};

/** Saves one scenario and answers with its message and the user as saved (the session store takes the new names). */
export async function saveProfileStep(ctx: CallContext, data: ProfileStep): Promise<{ message: string; user: User }> {
  const userId = ctx.requireUser();
  if (data.scenario === 'preferences') await savePreferences(ctx.db, userId, data);
  else if (data.scenario === 'main') await saveMain(ctx.db, userId, data, ctx.now());
  else await saveDelivery(ctx.db, userId, data);
  await userViewChanged(ctx.services, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`User ${userId} vanished while saving the profile`);
  return { message: SAVED[data.scenario], user: await userView(ctx.db, user, ctx.now()) };
}
