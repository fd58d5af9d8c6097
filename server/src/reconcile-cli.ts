// npm run reconcile --workspace server [-- <customer id>]: prints, per customer and in total, captured = placed orders'
// amounts + refunds + money on hold (server/src/reconcile.ts), and every difference; exits 1 when there is one. Reads
// DATABASE_URL, else the PGlite data folder (DATA_DIR; a server using that folder must be stopped first).
import { loadConfig } from './config';
import { openDatabase } from './db';
import { reconcile, reconciliationText } from './reconcile';

async function main(): Promise<number> {
  const config = loadConfig();
  const asked = process.argv[2];
  if (asked !== undefined && !/^[1-9]\d{0,9}$/.test(asked)) throw new Error(`Usage: npm run reconcile --workspace server [-- <customer id>]`);
  const db = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const result = await reconcile(db, asked === undefined ? undefined : Number(asked));
    console.log(reconciliationText(result));
    return result.differences.length ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
