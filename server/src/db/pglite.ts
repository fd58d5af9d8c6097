import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';

interface WorkerReply {
  id?: number;
  ready?: boolean;
  rows?: unknown[];
  error?: { message: string; code?: string };
}

interface WorkerRequest {
  op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close';
  sql?: string;
  params?: unknown[];
  tx?: number;
}

class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

/** Embedded PostgreSQL (PGlite) in a worker thread; dataDir persistent (created when missing), else in memory. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), { workerData: { dataDir: dataDir ?? null } });
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let nextTx = 0;

  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (reply: WorkerReply) =>
        reply.ready ? resolve() : reject(new DatabaseError(reply.error?.message ?? 'PGlite failed to start')),
      );
    });
  } catch (error) {
    unlock();
    await worker.terminate();
    throw error;
  }
  worker.on('message', (reply: WorkerReply) => {
    if (reply.id === undefined) return;
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) call?.reject(new DatabaseError(reply.error.message, reply.error.code));
    else call?.resolve(reply.rows ?? []);
  });

  const send = (request: WorkerRequest) =>
    new Promise<unknown[]>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      worker.postMessage({ ...request, id: nextId });
    });

  const connection = (tx?: number): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params?: unknown[]) {
        return (await send({ op: 'query', sql, params: params ?? [], ...(tx ? { tx } : {}) })) as T[];
      },
      async one<T>(sql: string, params?: unknown[]) {
        return (await db.query<T>(sql, params))[0];
      },
      async exec(sql: string) {
        await send({ op: 'exec', sql, ...(tx ? { tx } : {}) });
      },
      async tx<T>(fn: (db: Db) => Promise<T>) {
        if (tx) return fn(db);
        nextTx += 1;
        const id = nextTx;
        await send({ op: 'begin', tx: id });
        let result: T;
        try {
          result = await fn(connection(id));
        } catch (error) {
          await send({ op: 'rollback', tx: id });
          throw error;
        }
        await send({ op: 'commit', tx: id });
        return result;
      },
      async close() {
        if (tx) return;
        await send({ op: 'close' });
        await worker.terminate();
        unlock();
      },
    };
    return db;
  };
  return connection();
}
