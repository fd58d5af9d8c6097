// The typed query layer's one interface over embedded PGlite and PostgreSQL (same SQL, $1 params). Its own file, so
// the drivers that implement it and index.ts that opens them import it without importing each other.
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs several statements separated by semicolons; no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction; nested calls reuse the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL: the pool's connections (for /metrics); absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
