import pg from 'pg';
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

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

function wrap(conn: Queryable, pool: pg.Pool, inTransaction: boolean): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await conn.query(sql, params);
      return result.rows as T[];
    },
    async one<T>(sql: string, params?: unknown[]) {
      const result = await conn.query(sql, params);
      return result.rows[0] as T | undefined;
    },
    async exec(sql: string) {
      await conn.query(sql);
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (inTransaction) return fn(db);
      const client = await pool.connect();
      // A connection cut while checked out (between two statements) emits 'error' on the client, which the pool's
      // listener only covers for idle ones: without this one the process would end. The next statement then fails.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        log().warn({ err: error }, 'database connection lost during a transaction');
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, pool, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A broken connection cannot roll back (the server already did): the original error is the one to report.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken ??= rollbackError as Error));
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

/** PostgreSQL through a pool; with schema, every pooled connection uses it as its search_path. */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection that breaks (the database restarted, a proxy closed it) is dropped by the pool and replaced on
  // the next query; without a listener its error would end the process.
  pool.on('error', (error) => log().warn({ err: error }, 'database connection lost (the pool reconnects)'));
  await pool.query('SELECT 1');
  return wrap(pool, pool, false);
}
