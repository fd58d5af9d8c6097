// What the order core's functions need besides their input: the database, the clock, and the process's read cache
// (a save drops the customer's cached session view). A socket call's context has all three.
import type { UserViewCache } from '../accounts/user-view';
import type { Db } from '../db';

export interface OrderDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
  services: { cache?: UserViewCache | undefined };
}
