// Runs PGlite in its own thread (PGlite loads its WebAssembly with dynamic import(), which sandboxes such as
// jest's module registry do not allow, and its queries then never block the server's event loop).
// Protocol: {id, op: 'query'|'exec'|'begin'|'commit'|'rollback'|'close', sql?, params?, tx?} -> {id, rows?|error?}
const { parentPort, workerData } = require('node:worker_threads');
const { mkdirSync } = require('node:fs');

const INT8 = 20;
const NUMERIC = 1700;

async function main() {
  const { PGlite } = await import('@electric-sql/pglite');
  if (workerData.dataDir) mkdirSync(workerData.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    parsers: { [INT8]: Number, [NUMERIC]: Number },
  });
  const transactions = new Map();

  function connection(tx) {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is not open`);
    return open.handle;
  }

  function begin(tx) {
    return new Promise((started, failed) => {
      const entry = { handle: undefined, release: undefined, done: undefined };
      entry.done = db.transaction(
        (handle) =>
          new Promise((release) => {
            entry.handle = handle;
            entry.release = release;
            transactions.set(tx, entry);
            started();
          }),
      );
      // Before the transaction starts a failure rejects begin; afterwards commit/rollback report it.
      entry.done.catch(failed);
    });
  }

  async function finish(tx, op) {
    const entry = transactions.get(tx);
    if (!entry) throw new Error(`Transaction ${tx} is not open`);
    transactions.delete(tx);
    if (op === 'rollback') await entry.handle.rollback();
    entry.release();
    await entry.done;
  }

  async function handle(message) {
    switch (message.op) {
      case 'query':
        return (await connection(message.tx).query(message.sql, message.params)).rows;
      case 'exec':
        await connection(message.tx).exec(message.sql);
        return [];
      case 'begin':
        await begin(message.tx);
        return [];
      case 'commit':
      case 'rollback':
        await finish(message.tx, message.op);
        return [];
      case 'close':
        await db.close();
        return [];
      default:
        throw new Error(`Unknown operation ${message.op}`);
    }
  }

  parentPort.on('message', (message) => {
    handle(message).then(
      (rows) => parentPort.postMessage({ id: message.id, rows }),
      (error) => parentPort.postMessage({ id: message.id, error: { message: error.message, code: error.code } }),
    );
  });
  parentPort.postMessage({ ready: true });
}

main().catch((error) => parentPort.postMessage({ ready: false, error: { message: error.message } }));
