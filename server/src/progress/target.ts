// The daily calorie target drawn on the calories chart (beyond the spec): the shared nutrition rule, once it lands.
import type { Db } from '../db';

export async function calorieTarget(_db: Db, _userId: number, _now: number): Promise<number | null> {
  return null;
}
