// A Db that counts the statements it is asked to run (a transaction's BEGIN and COMMIT count as two): the
// load-independent measure of a call's database work, read by the modify bench and the order statement-count test.
import type { Db } from '../src/db';

export interface CountingDb {
  db: Db;
  /** Statements run through `db` since it was made or last reset. */
  count(): number;
  reset(): void;
}

export function countingDb(inner: Db): CountingDb {
  let statements = 0;
  const wrap = (target: Db): Db => ({
    kind: target.kind,
    query(sql, params) {
      statements += 1;
      return target.query(sql, params);
    },
    one(sql, params) {
      statements += 1;
      return target.one(sql, params);
    },
    exec(sql) {
      statements += 1;
      return target.exec(sql);
    },
    tx(fn) {
      statements += 2;
      return target.tx((tx) => fn(wrap(tx)));
    },
    close: () => target.close(),
  });
  return {
    db: wrap(inner),
    count: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
