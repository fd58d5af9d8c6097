// The users table as the account code reads and writes it.
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { ActivityLevel } from '@mealplan/shared/domain';
import type { Db } from '../db';
import { normalizeEmail } from '@mealplan/shared/account';

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
  gender: 'male' | 'female' | null;
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
}

const USER_COLUMNS =
  'id, email, password_hash, first_name, last_name, phone_code, phone, whatsapp, banned, sms_on_login, email_confirmed_at, language, gender, weight_g, height_cm, birthday, activity_level, allergies, dislikes, dish_likes, dish_dislikes, eliminate_groups';

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

/** Saves the customer's explicit language choice (profile set, scenario 'language'). */
export async function setUserLanguage(db: Db, userId: number, language: Locale): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
