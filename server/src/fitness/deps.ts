// What the fitness tracker's functions need besides the customer and the input: the database, the clock and the
// tracker (none while it is off). A socket call's context has all three.
import type { Db } from '../db';
import type { FitnessTracker } from './tracker';

export interface FitnessDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
  services: { fitness?: FitnessTracker | undefined };
}
