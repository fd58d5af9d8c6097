// The customer's own data as the other modules ask for it (the users table is the accounts module's): the dish
// preferences the wizard saves and the menus apply, the wizard's profile and delivery saves, the body data and
// registration day of the progress pages, the names shown beside forum comments, and the order core's lock.
import type { ActivityLevel, UserPrefs } from '@mealplan/shared/domain';
import type { Address } from '@mealplan/shared/protocol';
import type { Db } from '../db';

export interface DishPreferences {
  preferences: string;
  notes: string;
  allergies: number[];
  dislikes: number[];
  dishlikes: number[];
  dishdislikes: number[];
  eliminate_groups: number[];
}

/** The customer's dish preferences as getPrefs answers them (wizard step 2 shows them, the menu steps apply them). */
export async function readDishPreferences(db: Db, userId: number): Promise<DishPreferences> {
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

/** The preferences the order core checks a menu against (allergens, dislikes, eliminated groups). */
export async function dishPreferencesForMenu(db: Db, userId: number): Promise<UserPrefs> {
  const saved = await readDishPreferences(db, userId);
  return {
    allergies: saved.allergies,
    dislikes: saved.dislikes,
    dishLikes: saved.dishlikes,
    dishDislikes: saved.dishdislikes,
    eliminateGroups: saved.eliminate_groups,
  };
}

/** Wizard step 2: likes & notes (notes left out keep their value), allergies and dislikes (ids, each once). */
export async function saveDishPreferences(
  db: Db,
  userId: number,
  saved: { preferences: string; allergies: readonly number[]; dislikes: readonly number[]; notes: string | null },
): Promise<void> {
  await db.query('UPDATE users SET preferences = $2, allergies = $3, dislikes = $4, notes = COALESCE($5, notes) WHERE id = $1', [
    userId,
    saved.preferences,
    [...new Set(saved.allergies)],
    [...new Set(saved.dislikes)],
    saved.notes,
  ]);
}

/** The profile columns the wizard's step 4 may change; a column left out keeps its value, null clears it. */
export interface ProfileChanges {
  first_name: string;
  last_name: string;
  phone_code: string;
  phone: string;
  email: string;
  gender?: string | null;
  weight_g?: number | null;
  height_cm?: number | null;
  birthday?: number | null;
  activity_level?: string | null;
  medical_conditions?: number[];
  language?: string;
  company?: string | null;
}

/** Saves the profile; false when another account holds the email (unique index users_email_lower). */
export async function saveProfileColumns(db: Db, userId: number, changes: ProfileChanges): Promise<boolean> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
  try {
    await db.query(`UPDATE users SET ${assignments} WHERE id = $1`, [userId, ...entries.map(([, value]) => value as unknown)]);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return false;
    throw error;
  }
}

export interface DeliveryAddresses {
  homeAddress: Address | null;
  workAddress: Address | null;
  publicAddress: Address | null;
  deliveryInstructions: string;
}

const stored = (address: Address | null) => (address ? JSON.stringify(address) : null);

/** Wizard step 5: the three addresses (each with its default flag) and the delivery instructions. */
export async function saveDeliveryAddresses(db: Db, userId: number, addresses: DeliveryAddresses): Promise<void> {
  await db.query(
    `UPDATE users SET home_address = $2::text::jsonb, work_address = $3::text::jsonb, public_address = $4::text::jsonb,
       default_home = $5, default_work = $6, default_public = $7, delivery_instructions = $8 WHERE id = $1`,
    [
      userId,
      stored(addresses.homeAddress),
      stored(addresses.workAddress),
      stored(addresses.publicAddress),
      addresses.homeAddress?.default ?? false,
      addresses.workAddress?.default ?? false,
      addresses.publicAddress?.default ?? false,
      addresses.deliveryInstructions,
    ],
  );
}

/** The body data and registration of the progress and body-analysis pages. */
export interface BodyData {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female' | null;
  weightGrams: number | null;
  heightCm: number | null;
  birthday: number | null;
  activityLevel: ActivityLevel | null;
  medicalConditions: number[];
  /** Unix seconds of the registration (entries and calendars start there); 0 for an unknown user. */
  registered: number;
}

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
    `SELECT first_name, last_name, gender, weight_g, height_cm, birthday, activity_level, medical_conditions, registered_at
     FROM users WHERE id = $1`,
    [userId],
  );
  return {
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    gender: row?.gender === 'male' || row?.gender === 'female' ? row.gender : null,
    weightGrams: row?.weight_g ?? null,
    heightCm: row?.height_cm ?? null,
    birthday: row?.birthday ?? null,
    activityLevel: row?.activity_level ?? null,
    medicalConditions: row?.medical_conditions ?? [],
    registered: row?.registered_at ?? 0,
  };
}

/** The customer's registration (unix seconds; 0 for an unknown user). */
export async function registeredAt(db: Db, userId: number): Promise<number> {
  const row = await db.one<{ registered_at: number }>('SELECT registered_at FROM users WHERE id = $1', [userId]);
  return row?.registered_at ?? 0;
}

/** Test fixtures only: moves the registration back to `day` when it is later. */
export async function moveRegistrationBack(db: Db, userId: number, day: number): Promise<void> {
  await db.query('UPDATE users SET registered_at = LEAST(registered_at, $2) WHERE id = $1', [userId, day]);
}

/** The first names shown as authors (forum comments), by user id; an unknown id is left out. */
export async function firstNames(db: Db, userIds: readonly number[]): Promise<Map<number, string | null>> {
  const rows = await db.query<{ id: number; first_name: string | null }>('SELECT id, first_name FROM users WHERE id = ANY($1::int[])', [
    [...new Set(userIds)],
  ]);
  return new Map(rows.map((row) => [row.id, row.first_name]));
}

/**
 * Holds the customer's row until the transaction ends: one order placement per customer at a time (a second tab or a
 * retry waits here, then finds the first order).
 */
export async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}
