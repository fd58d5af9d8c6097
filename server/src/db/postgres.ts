import pg from 'pg';
import { ClientError } from '../errors';
import type { ServerMessageId } from '../i18n';
import type { Db } from './db';
import { log } from '../ops/log';
import { PG_TYPE, toNumber } from './parsers';

// float8[]'s parser reads every element with parseFloat, which suits int8[] and numeric[] alike.
const FLOAT8_ARRAY = 1022 as unknown as Parameters<typeof pg.types.getTypeParser>[0];
const numberArray = pg.types.getTypeParser(FLOAT8_ARRAY, 'text') as (text: string) => number[];

const typeParsers: Record<number, (text: string) => unknown> = {
  [PG_TYPE.INT8]: toNumber,
  [PG_TYPE.NUMERIC]: toNumber,
  [PG_TYPE.INT8_ARRAY]: numberArray,
  [PG_TYPE.NUMERIC_ARRAY]: numberArray,
};

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeParsers[oid] ?? (pg.types.getTypeParser(oid, format ?? 'text') as (text: string) => unknown);
  },
};

/** Runs one statement on a pool (any free connection) or on a transaction's connection. */
type Run = (sql: string, params?: unknown[]) => Promise<pg.QueryResult>;

/**
 * A transaction's statements, one at a time on its connection, in the order asked: statements asked together
 * (Promise.all over a transaction) wait their turn here. The driver queued them itself, and warned that doing so is
 * deprecated and will be removed in pg 9.
 */
function inTurn(client: pg.PoolClient): Run {
  let previous: Promise<unknown> = Promise.resolve();
  return (sql, params) => {
    const result = previous.then(() => client.query(sql, params));
    previous = result.catch(() => undefined);
    return result;
  };
}

/** How long a call may wait for the database (DB_POOL_MAX, DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export interface DbLimits {
  /** Connections in the pool. */
  poolMax: number;
  /** A call waits this long for a free connection (or a new one to open), then is answered "busy". */
  acquireTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout); the call is answered "busy". */
  statementTimeoutMs: number;
}

/**
 * A database that does not answer at all (stalled, cut off) never cancels a statement itself: the driver gives up this
 * long after the statement timeout and drops the connection.
 */
export const STALL_MARGIN_MS = 2000;

/** The answer a call gets when the database is too slow or too busy: a clear "try again", never a hang. */
export const DATABASE_BUSY_MESSAGE: ServerMessageId = 'server.busy';

/** The driver's and PostgreSQL's ways of saying "not within the limits": no connection in time, a statement cut off. */
function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: string }).code === '57014') return true;
  return /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout)$/.test(error.message);
}

/** Rethrows a timeout as the "busy, try again" answer (logged with the driver's own error), anything else as it is. */
function busyOr(error: unknown): never {
  if (!isTimeout(error)) throw error;
  log().warn({ err: error }, 'database too slow: the call is answered busy');
  throw new ClientError(DATABASE_BUSY_MESSAGE);
}

function wrap(run: Run, pool: pg.Pool, inTransaction: boolean): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await run(sql, params).catch(busyOr);
      return result.rows as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      const result = await run(sql, params).catch(busyOr);
      return result.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await run(sql).catch(busyOr);
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (inTransaction) return fn(db);
      const client = await pool.connect().catch(busyOr);
      // A connection cut while checked out (between two statements) emits 'error' on the client, which the pool's
      // listener only covers for idle ones: without this one the process would end. The next statement then fails.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        log().warn({ err: error }, 'database connection lost during a transaction');
      };
      client.on('error', onError);
      const runInTurn = inTurn(client);
      try {
        await runInTurn('BEGIN');
        const result = await fn(wrap(runInTurn, pool, true));
        await runInTurn('COMMIT');
        return result;
      } catch (error) {
        // A broken connection cannot roll back (the server already did): the original error is the one to report. A
        // connection whose statement timed out on the driver's side may still be busy: it is dropped (the server then
        // rolls back) rather than made to wait for a ROLLBACK as long again.
        if (error instanceof ClientError && error.text.id === DATABASE_BUSY_MESSAGE) broken ??= error;
        else await runInTurn('ROLLBACK').catch((rollbackError: unknown) => (broken ??= rollbackError as Error));
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, not handed back to the pool.
        client.release(broken);
      }
    },
    async close() {
      if (!inTransaction) await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
  return db;
}

/**
 * PostgreSQL through a pool; with schema, every pooled connection uses it as its search_path. With limits, a call
 * waits a bounded time for a connection and for each statement (unbounded without: migrations, tools, tests).
 */
export async function openPostgres(url: string, schema?: string, limits?: DbLimits): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    ...(limits
      ? {
          max: limits.poolMax,
          connectionTimeoutMillis: limits.acquireTimeoutMs,
          statement_timeout: limits.statementTimeoutMs,
          query_timeout: limits.statementTimeoutMs + STALL_MARGIN_MS,
        }
      : {}),
  });
  // An idle connection that breaks (the database restarted, a proxy closed it) is dropped by the pool and replaced on
  // the next query; without a listener its error would end the process.
  pool.on('error', (error) => log().warn({ err: error }, 'database connection lost (the pool reconnects)'));
  await pool.query('SELECT 1');
  return wrap((sql, params) => pool.query(sql, params), pool, false);
}
