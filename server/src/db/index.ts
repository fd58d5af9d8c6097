// The typed query layer: one interface over embedded PGlite and PostgreSQL (same SQL, $1 params).
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs several statements separated by semicolons; no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction; nested calls reuse the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (created on first start). */
  dataDir?: string;
  /** PGlite in memory (ignored when url is given). */
  memory?: boolean;
  /** PostgreSQL only: schema every pooled connection uses (tests isolate themselves with it). */
  schema?: string;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.url) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.url, opts.schema);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts.memory ? undefined : opts.dataDir);
}
