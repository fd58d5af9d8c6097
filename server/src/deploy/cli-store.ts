// The release store the release commands act on (publish-cli.ts, release-cli.ts): the PostgreSQL database of
// DATABASE_URL (every process serves what it says at once), or RELEASES_DIR with the embedded database
// (store.ts, releaseStoreKind). A process reads the pointers on every request, so no process needs telling.
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { databaseReleaseStore } from './database-store';
import { folderReleaseStore, releaseStoreKind, type ReleaseStore } from './store';

/** Runs `work` on the site's release store, with a sentence naming it ("the database", or the folder). */
export async function withReleaseStore<T>(work: (store: ReleaseStore, where: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (releaseStoreKind(config) === 'folder') return work(folderReleaseStore(config.releasesDir), config.releasesDir);
  const db = await openDatabase({ url: config.databaseUrl! });
  try {
    return await work(databaseReleaseStore(db), 'the database');
  } finally {
    await db.close();
  }
}

/** A command's end: its error's message on stderr and exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
