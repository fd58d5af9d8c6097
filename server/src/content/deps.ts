// What the blog's functions need besides their input (a socket call's context has it).
import type { Db } from '../db';

export interface ContentDeps {
  db: Db;
}
