// Opens the database: embedded PGlite, or PostgreSQL when a URL is given (drivers loaded on demand).
import type { Db } from './db';
import type { DbLimits } from './postgres';

export type { Db } from './db';
export type { DbLimits } from './postgres';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (created on first start). */
  dataDir?: string;
  /** PGlite in memory (ignored when url is given). */
  memory?: boolean;
  /** PostgreSQL only: schema every pooled connection uses (tests isolate themselves with it). */
  schema?: string;
  /** PostgreSQL only: the pool's size and how long a call waits for a connection and a statement (none: unbounded). */
  limits?: DbLimits;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.url) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.url, opts.schema, opts.limits);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts.memory ? undefined : opts.dataDir);
}
