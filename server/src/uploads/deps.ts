// What the uploads' read functions need besides the customer: the database and the clock (links are signed for a
// while from now). A socket call's context has both.
import type { Db } from '../db';

export interface UploadDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
}
