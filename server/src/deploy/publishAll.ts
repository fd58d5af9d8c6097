import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteDistDir } from '../config';
import { publishRemote } from './publish';
import { readReleases, releaseDir, REMOTE_ENTRY_MANIFEST } from './releases';

const entryManifest = (dir: string) => {
  const file = path.join(dir, REMOTE_ENTRY_MANIFEST);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * Publishes every remote whose build differs from the version the site serves (all six on a first start).
 * Remotes without a build are reported and skipped.
 */
export function publishChangedRemotes(
  releasesDir: string,
  distDirOf: (remote: string) => string = remoteDistDir,
): { published: string[]; missing: string[] } {
  const live = readReleases(releasesDir).remotes;
  const published: string[] = [];
  const missing: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const built = entryManifest(distDirOf(remote));
    if (built === undefined) {
      missing.push(remote);
      continue;
    }
    const current = live[remote];
    // A pointer written before routes were published is replaced, so /remotes.json lists every route.
    if (current?.routes && entryManifest(releaseDir(releasesDir, remote, current.version)) === built) continue;
    publishRemote({ remote, distDir: distDirOf(remote), releasesDir });
    published.push(remote);
  }
  return { published, missing };
}
