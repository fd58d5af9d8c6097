// What the progress module's functions need besides the customer and the input (a socket call's context has both).
import type { Db } from '../db';

export interface ProgressDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
}
