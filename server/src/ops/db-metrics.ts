// Times every statement of a Db (mealplan_db_query_duration_seconds) without changing what it does: a Proxy over
// the driver's Db, so whatever else the interface offers passes through untouched. A transaction's own statements
// are timed too, and the transaction as a whole.
import type { Db } from '../db';
import { queryDuration } from './metrics';

const INSTRUMENTED = Symbol('instrumented');

async function timed<T>(kind: string, run: () => Promise<T>): Promise<T> {
  const end = queryDuration.startTimer({ kind });
  try {
    return await run();
  } finally {
    end();
  }
}

export function instrumentDb(db: Db): Db {
  if ((db as unknown as Record<symbol, unknown>)[INSTRUMENTED]) return db;
  const wrapped: Db = new Proxy(db, {
    get(target, property) {
      switch (property) {
        case INSTRUMENTED:
          return true;
        case 'query':
          return (sql: string, params?: unknown[]) => timed('query', () => target.query(sql, params));
        case 'one':
          return (sql: string, params?: unknown[]) => timed('query', () => target.one(sql, params));
        case 'exec':
          return (sql: string) => timed('exec', () => target.exec(sql));
        case 'tx':
          return <T>(fn: (db: Db) => Promise<T>) =>
            timed('transaction', () => target.tx((inner) => fn(inner === target ? wrapped : instrumentDb(inner))));
        default: {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        }
      }
    },
  });
  return wrapped;
}
