// Progress history the end-to-end tests need and no customer can make (an entry days before today from a
// registration that far back), written through the loopback-only test-fixture route (never in production).
import { addDays, today } from '@mealplan/shared/time';
import type { Db } from '../db';
import { backdateRegistration, findUserByEmail } from '../accounts/users';

export interface PastEntryFixture {
  email: string;
  daysAgo: number;
  weight?: number | undefined;
  waist?: number | undefined;
  calories?: number | undefined;
}

/** Moves the registration back to the entry's day (if later) and stores the entry; the user id, or undefined. */
export async function writePastEntry(db: Db, fixture: PastEntryFixture, now: number): Promise<number | undefined> {
  const user = await findUserByEmail(db, fixture.email);
  if (!user) return undefined;
  const day = addDays(today(now), -fixture.daysAgo);
  await db.tx(async (tx) => {
    await backdateRegistration(tx, user.id, day);
    await tx.query(
      `INSERT INTO progress_entries (user_id, day, weight_g, waist_tenths, calories, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, day) DO UPDATE SET weight_g = EXCLUDED.weight_g, waist_tenths = EXCLUDED.waist_tenths,
         calories = EXCLUDED.calories, updated_at = EXCLUDED.updated_at`,
      [user.id, day, fixture.weight ?? null, fixture.waist ?? null, fixture.calories ?? null, now],
    );
  });
  return user.id;
}
