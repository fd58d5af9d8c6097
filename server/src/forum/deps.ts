// What the forum's functions need besides the customer and the input (a socket call's context has both).
import type { Db } from '../db';

export interface ForumDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
}
