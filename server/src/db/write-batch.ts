// Group commit for a hot single-row write: the calls that arrive in the same turn of the event loop are written
// together in one statement (one round trip and one commit instead of one each), and each caller's promise settles
// when its row is written. Rows with the same key keep only the latest (what running them one after another would
// leave). If the shared statement fails, each row is written alone, so one bad row fails only its own caller.
// Not for writes inside a transaction: the row is written after the caller's turn, on the database it was given.
import type { Db } from './db';

/** Rows per statement at most (PostgreSQL takes 65,535 parameters). */
const MAX_BATCH_ROWS = 500;

interface Waiter<Row> {
  row: Row;
  resolve(): void;
  reject(error: unknown): void;
}

export type BatchedWrite<Row> = (db: Db, row: Row) => Promise<void>;

/** `write(db, rows)` writes several rows in one statement; the result queues rows per database and turn. */
export function batchedWrite<Row>(write: (db: Db, rows: Row[]) => Promise<unknown>, keyOf: (row: Row) => string): BatchedWrite<Row> {
  const pending = new WeakMap<Db, Waiter<Row>[]>();

  async function writeAlone(db: Db, waiters: Waiter<Row>[]): Promise<void> {
    for (const waiter of waiters) {
      try {
        await write(db, [waiter.row]);
        waiter.resolve();
      } catch (error) {
        waiter.reject(error);
      }
    }
  }

  async function flush(db: Db, waiters: Waiter<Row>[]): Promise<void> {
    const latest = new Map<string, Row>();
    for (const { row } of waiters) {
      const key = keyOf(row);
      latest.delete(key);
      latest.set(key, row);
    }
    const rows = [...latest.values()];
    try {
      for (let start = 0; start < rows.length; start += MAX_BATCH_ROWS) await write(db, rows.slice(start, start + MAX_BATCH_ROWS));
    } catch {
      await writeAlone(db, waiters);
      return;
    }
    waiters.forEach((waiter) => waiter.resolve());
  }

  return (db, row) =>
    new Promise<void>((resolve, reject) => {
      let waiters = pending.get(db);
      if (!waiters) {
        const queued: Waiter<Row>[] = [];
        waiters = queued;
        pending.set(db, queued);
        setImmediate(() => {
          pending.delete(db);
          void flush(db, queued);
        });
      }
      waiters.push({ row, resolve, reject });
    });
}
