import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteDistDir } from '../config';
import { publishRelease } from './publish';
import { REMOTE_ENTRY_MANIFEST } from './releases';
import type { ReleaseStore } from './store';

/**
 * Publishes every remote whose build differs from the version the site serves (all six on a first start): other
 * files or other routes than the served version's (a pointer written before hashes or routes were recorded is
 * replaced). Several processes starting together publish a build once. Remotes without a build are reported and skipped.
 */
export async function publishChangedRemotes(
  store: ReleaseStore,
  distDirOf: (remote: string) => string = remoteDistDir,
): Promise<{ published: string[]; missing: string[] }> {
  const published: string[] = [];
  const missing: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const distDir = distDirOf(remote);
    if (!existsSync(path.join(distDir, REMOTE_ENTRY_MANIFEST))) {
      missing.push(remote);
      continue;
    }
    if ((await publishRelease(store, { remote, distDir, onlyIfChanged: true })).published) published.push(remote);
  }
  return { published, missing };
}
