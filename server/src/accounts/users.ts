// The users table: the accounts module is its one reader and writer; every other module reads and writes a
// customer's row through the functions here.
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { ActivityLevel, AddressInput, Gender, UserPrefs } from '@mealplan/shared/domain';
import type { Address } from '@mealplan/shared/protocol';
import type { Db } from '../db';
import { ACCOUNT_MESSAGES, normalizeEmail } from '@mealplan/shared/account';
import { ClientError } from '../errors';
import { customerChanged } from '../orders/order-events';
import type { SaveDeps } from './deps';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_code: string | null;
  phone: string | null;
  whatsapp: string | null;
  banned: boolean;
  sms_on_login: boolean;
  email_confirmed_at: number | null;
  language: string | null;
  gender: Gender | null;
  weight_g: number | null;
  height_cm: number | null;
  birthday: number | null;
  activity_level: ActivityLevel | null;
  /** Dish preferences (ingredient, dish and group ids) the wizard's dish lists filter by (spec 2 §5.8). */
  allergies: number[] | null;
  dislikes: number[] | null;
  dish_likes: number[] | null;
  dish_dislikes: number[] | null;
  eliminate_groups: number[] | null;
  /** The wizard's profile and delivery steps (spec 2 §2.2 steps 4 and 5), shown again when the customer comes back. */
  medical_conditions: number[];
  home_address: Address | null;
  work_address: Address | null;
  public_address: Address | null;
  delivery_instructions: string | null;
  /** The profile card's start and goal weights (grams) and the company (spec 3 §3 User). */
  start_weight_g: number | null;
  goal_weight_g: number | null;
  company: string | null;
}

export const USER_COLUMNS =
  'start_weight_g, goal_weight_g, company, id, email, password_hash, first_name, last_name, phone_code, phone, whatsapp, banned, sms_on_login, email_confirmed_at, language, gender, weight_g, height_cm, birthday, activity_level, allergies, dislikes, dish_likes, dish_dislikes, eliminate_groups, medical_conditions, home_address, work_address, public_address, delivery_instructions';

export function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.one<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1`, [normalizeEmail(email)]);
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  phoneCode: string | null;
  phone: string | null;
  whatsapp: string | null;
  refererId: number | null;
  /** Only an explicit choice of one of our languages (normalised), else null. */
  language: Locale | null;
  emailConfirmedAt: number | null;
}

/** Inserts the user; returns undefined when the email is already registered (case-insensitively). */
export async function insertUser(db: Db, user: NewUser, now: number): Promise<number | undefined> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone_code, phone, whatsapp, referer_id,
       language, email_confirmed_at, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      normalizeEmail(user.email),
      user.passwordHash,
      user.firstName.trim(),
      user.lastName.trim(),
      user.phoneCode,
      user.phone,
      user.whatsapp,
      user.refererId,
      user.language,
      user.emailConfirmedAt,
      now,
    ],
  );
  return row?.id;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** Marks the email confirmed (a confirmation or restore link proved it); an earlier confirmation keeps its time. */
export async function confirmUserEmail(db: Db, userId: number, now: number): Promise<void> {
  await db.query('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, $2) WHERE id = $1', [userId, now]);
}

export async function setUserBannedFlag(db: Db, userId: number, banned: boolean): Promise<void> {
  await db.query('UPDATE users SET banned = $2 WHERE id = $1', [userId, banned]);
}

/** True for an existing user who is not banned (one who may refer others). */
export async function isActiveUser(db: Db, userId: number): Promise<boolean> {
  const row = await db.one<{ id: number }>('SELECT id FROM users WHERE id = $1 AND NOT banned', [userId]);
  return row !== undefined;
}

/**
 * Holds the customer's row locked until the transaction `tx` ends: one write of this kind per customer at a time
 * (a second tab or a retry of an order placement waits here, then sees what the first one wrote).
 */
export async function lockUserRow(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The customer's registration day (unix seconds; progress entries and calendars start there), 0 when unknown. */
export async function registeredAt(db: Db, userId: number): Promise<number> {
  const row = await db.one<{ registered_at: number }>('SELECT registered_at FROM users WHERE id = $1', [userId]);
  return Number(row?.registered_at ?? 0);
}

/** Moves the registration back to `day` when it is later (test fixtures that write entries from before it). */
export async function backdateRegistration(db: Db, userId: number, day: number): Promise<void> {
  await db.query('UPDATE users SET registered_at = LEAST(registered_at, $2) WHERE id = $1', [userId, day]);
}

/** user id -> first name ('' when none), for the users asked about that exist (the forum comments' authors). */
export async function firstNamesOf(db: Db, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: number; first_name: string | null }>('SELECT id, first_name FROM users WHERE id = ANY($1::int[])', [
    [...new Set(userIds)],
  ]);
  return new Map(rows.map((row) => [row.id, row.first_name ?? '']));
}

export async function readSmsOnLogin(db: Db, userId: number): Promise<boolean> {
  const row = await db.one<{ sms_on_login: boolean }>('SELECT sms_on_login FROM users WHERE id = $1', [userId]);
  return row?.sms_on_login ?? false;
}

export async function setSmsOnLogin(db: Db, userId: number, enabled: boolean): Promise<void> {
  await db.query('UPDATE users SET sms_on_login = $2 WHERE id = $1', [userId, enabled]);
}

/** The customer's preferences as `profile getForDashboard getPrefs` answers them (wizard step 2 shows them). */
export interface SavedPreferences {
  preferences: string;
  notes: string;
  allergies: number[];
  dislikes: number[];
  dishlikes: number[];
  dishdislikes: number[];
  eliminate_groups: number[];
}

export async function readPreferences(db: Db, userId: number): Promise<SavedPreferences> {
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

/** The dish preferences the menus and the order placement check dishes against (spec 2 §5.8). */
export async function readDishPreferences(db: Db, userId: number): Promise<UserPrefs> {
  const { allergies, dislikes, dishlikes, dishdislikes, eliminate_groups } = await readPreferences(db, userId);
  return { allergies, dislikes, dishLikes: dishlikes, dishDislikes: dishdislikes, eliminateGroups: eliminate_groups };
}

/** The body data of the progress pages' targets and the body-analysis header. */
export interface BodyData {
  firstName: string;
  lastName: string;
  gender: Gender | null;
  weightGrams: number | null;
  heightCm: number | null;
  birthday: number | null;
  activityLevel: ActivityLevel | null;
  medicalConditions: number[];
  /** Unix seconds of the registration (entries and calendars start there). */
  registeredAt: number;
}

/** The customer's body data; empty (registered at 0) for a user that does not exist. */
export async function readBodyData(db: Db, userId: number): Promise<BodyData> {
  const row = await db.one<{
    first_name: string | null;
    last_name: string | null;
    gender: string | null;
    weight_g: number | null;
    height_cm: number | null;
    birthday: number | null;
    activity_level: ActivityLevel | null;
    medical_conditions: number[] | null;
    registered_at: number;
  }>(
    'SELECT first_name, last_name, gender, weight_g, height_cm, birthday, activity_level, medical_conditions, registered_at FROM users WHERE id = $1',
    [userId],
  );
  return {
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    gender: row?.gender === 'male' || row?.gender === 'female' ? row.gender : null,
    weightGrams: row?.weight_g ?? null,
    heightCm: row?.height_cm ?? null,
    birthday: row && row.birthday !== null ? Number(row.birthday) : null,
    activityLevel: row?.activity_level ?? null,
    medicalConditions: row?.medical_conditions ?? [],
    registeredAt: Number(row?.registered_at ?? 0),
  };
}

/**
 * What a customer saves of their own row: the wizard's profile, preferences and delivery steps (spec 2 §2.2 steps 2,
 * 4 and 5), the language switch and the demo customers. A field left out keeps its value; null clears it.
 */
export interface ProfileFields {
  firstName?: string;
  lastName?: string;
  phoneCode?: string;
  phone?: string;
  whatsapp?: string;
  email?: string;
  gender?: Gender | null;
  /** Grams. */
  weight?: number | null;
  /** Centimetres. */
  height?: number | null;
  birthday?: number | null;
  activityLevel?: ActivityLevel | null;
  medicalConditions?: readonly number[];
  language?: string | null;
  company?: string | null;
  /** 'Likes & Notes' free text. */
  preferences?: string;
  notes?: string;
  allergies?: readonly number[];
  dislikes?: readonly number[];
  eliminateGroups?: readonly number[];
  /** Dish ids (Food Favourites). */
  dishLikes?: readonly number[];
  dishDislikes?: readonly number[];
  homeAddress?: AddressInput | Address | null;
  workAddress?: AddressInput | Address | null;
  publicAddress?: AddressInput | Address | null;
  defaultHome?: boolean;
  defaultWork?: boolean;
  defaultPublic?: boolean;
  deliveryInstructions?: string;
  slotId?: number | null;
  startWeight?: number | null;
  goalWeight?: number | null;
  deliveryPartnerId?: number | null;
}

const jsonColumn = (address: AddressInput | Address | null) => (address ? JSON.stringify(address) : null);

/** Column, its SQL slot and the stored value, per profile field. */
const PROFILE_COLUMNS: { [K in keyof Required<ProfileFields>]: [column: string, store?: (value: ProfileFields[K]) => unknown, cast?: string] } = {
  firstName: ['first_name', (value) => value?.trim()],
  lastName: ['last_name', (value) => value?.trim()],
  phoneCode: ['phone_code'],
  phone: ['phone'],
  whatsapp: ['whatsapp'],
  email: ['email', (value) => (value === undefined ? value : normalizeEmail(value))],
  gender: ['gender'],
  weight: ['weight_g'],
  height: ['height_cm'],
  birthday: ['birthday'],
  activityLevel: ['activity_level'],
  medicalConditions: ['medical_conditions', (value) => (value ? [...new Set(value)] : value)],
  language: ['language'],
  company: ['company'],
  preferences: ['preferences'],
  notes: ['notes'],
  allergies: ['allergies', (value) => (value ? [...new Set(value)] : value)],
  dislikes: ['dislikes', (value) => (value ? [...new Set(value)] : value)],
  eliminateGroups: ['eliminate_groups', (value) => (value ? [...new Set(value)] : value)],
  dishLikes: ['dish_likes', (value) => (value ? [...new Set(value)] : value)],
  dishDislikes: ['dish_dislikes', (value) => (value ? [...new Set(value)] : value)],
  homeAddress: ['home_address', (value) => jsonColumn(value ?? null), '::text::jsonb'],
  workAddress: ['work_address', (value) => jsonColumn(value ?? null), '::text::jsonb'],
  publicAddress: ['public_address', (value) => jsonColumn(value ?? null), '::text::jsonb'],
  defaultHome: ['default_home'],
  defaultWork: ['default_work'],
  defaultPublic: ['default_public'],
  deliveryInstructions: ['delivery_instructions'],
  slotId: ['slot_id'],
  startWeight: ['start_weight_g'],
  goalWeight: ['goal_weight_g'],
  deliveryPartnerId: ['delivery_partner_id'],
};

/**
 * Saves the given profile fields of the customer in one statement. An email another account holds is refused
 * (the unique index users_email_lower decides, so two saves racing for one address cannot both win).
 */
export async function saveProfile(db: Db, userId: number, fields: ProfileFields): Promise<void> {
  const assignments: string[] = [];
  const params: unknown[] = [userId];
  for (const key of Object.keys(fields) as (keyof ProfileFields)[]) {
    const value = fields[key];
    if (value === undefined) continue;
    const [column, store, cast = ''] = PROFILE_COLUMNS[key] as [string, ((value: unknown) => unknown)?, string?];
    params.push(store ? store(value) : value);
    assignments.push(`${column} = $${params.length}${cast}`);
  }
  if (assignments.length === 0) return;
  try {
    await db.query(`UPDATE users SET ${assignments.join(', ')} WHERE id = $1`, params);
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw new ClientError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    throw error;
  }
}

/** Saves the customer's explicit language choice (the header's switch) and announces it. */
export async function saveLanguage({ db, services }: SaveDeps, userId: number, language: Locale): Promise<void> {
  await saveProfile(db, userId, { language });
  await customerChanged(services, userId);
}

/** What the dashboard's settings dialogs start from (spec 3 §3 Main settings info) and whose partner delivers. */
export interface DashboardSettingsRow {
  phone_code: string | null;
  phone: string | null;
  birthday: number | null;
  email: string;
  company: string | null;
  medical_conditions: number[];
  home_address: Address | null;
  work_address: Address | null;
  public_address: Address | null;
  default_home: boolean;
  default_work: boolean;
  default_public: boolean;
  delivery_partner_id: number | null;
}

export function readDashboardSettings(db: Db, userId: number): Promise<DashboardSettingsRow | undefined> {
  return db.one<DashboardSettingsRow>(
    `SELECT phone_code, phone, birthday::float8 AS birthday, email, company, medical_conditions, home_address, work_address, public_address,
       default_home, default_work, default_public, delivery_partner_id FROM users WHERE id = $1`,
    [userId],
  );
}
