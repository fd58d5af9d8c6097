// npm run publish-remote --workspace server -- <remote> [<distDir>] [--version v]
// Into the site's release store: the PostgreSQL database of DATABASE_URL (every process serves it at once), or
// RELEASES_DIR with the embedded database (store.ts, releaseStoreKind).
import path from 'node:path';
import { loadConfig, remoteDistDir } from '../config';
import { openDatabase } from '../db';
import { databaseReleaseStore } from './database-store';
import { publishRelease } from './publish';
import { folderReleaseStore, releaseStoreKind } from './store';

function parseArgs(argv: string[]): { remote: string; distDir?: string; version?: string } {
  const positional: string[] = [];
  let version: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--version') version = argv[++i];
    else if (arg?.startsWith('--version=')) version = arg.slice('--version='.length);
    else if (arg !== undefined) positional.push(arg);
  }
  const [remote, distDir] = positional;
  if (!remote) throw new Error('Usage: publish-remote <remote> [<distDir>] [--version v]');
  return { remote, ...(distDir ? { distDir } : {}), ...(version ? { version } : {}) };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const distDir = args.distDir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args.distDir) : remoteDistDir(args.remote);
  const options = { remote: args.remote, distDir, ...(args.version ? { version: args.version } : {}) };
  if (releaseStoreKind(config) === 'folder') {
    const result = await publishRelease(folderReleaseStore(config.releasesDir), options);
    console.log(`Published ${result.remote} version ${result.version} to ${config.releasesDir}`);
    return;
  }
  const db = await openDatabase({ url: config.databaseUrl! });
  try {
    const result = await publishRelease(databaseReleaseStore(db), options);
    console.log(`Published ${result.remote} version ${result.version} to the database; every server process serves it now`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
