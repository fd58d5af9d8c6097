import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteDistDir } from '../config';
import { log } from '../ops/log';
import { publishRelease } from './publish';
import { REMOTE_ENTRY_MANIFEST } from './releases';
import type { ReleaseStore } from './store';

/**
 * At a process start: publishes the build this machine carries of every remote that has no release yet (all six on a
 * site's first start), and nothing else. A remote that has a release keeps it whatever build the process carries:
 * only its team's publish-remote, rollback-remote or promote-remote changes it. Several processes starting together
 * publish a remote once (the store's lock). Remotes without a build are reported and skipped.
 */
export async function publishMissingRemotes(
  store: ReleaseStore,
  distDirOf: (remote: string) => string = remoteDistDir,
): Promise<{ published: string[]; kept: string[]; missing: string[] }> {
  const published: string[] = [];
  const kept: string[] = [];
  const missing: string[] = [];
  const { remotes } = await store.current();
  for (const remote of REMOTE_NAMES) {
    if (remotes[remote]) {
      kept.push(remote);
      continue;
    }
    const distDir = distDirOf(remote);
    if (!existsSync(path.join(distDir, REMOTE_ENTRY_MANIFEST))) {
      missing.push(remote);
      continue;
    }
    if ((await publishRelease(store, { remote, distDir, onlyIfNone: true })).published) published.push(remote);
    else kept.push(remote);
  }
  return { published, kept, missing };
}

/** main.ts's prepareReleases: publishMissingRemotes, logged. */
export const releasesAtStart =
  (distDirOf: (remote: string) => string = remoteDistDir) =>
  async (store: ReleaseStore): Promise<void> => {
    const releases = await publishMissingRemotes(store, distDirOf);
    if (releases.published.length) {
      log().info({ remotes: releases.published, store: store.kind }, `Published remotes: ${releases.published.join(', ')} (${store.kind} store)`);
    }
    if (releases.kept.length) {
      log().info(
        { remotes: releases.kept, store: store.kind },
        `Serving the released versions of ${releases.kept.join(', ')} (a new build goes out with npm run publish-remote -- <area>)`,
      );
    }
    if (releases.missing.length) log().warn({ remotes: releases.missing }, `Not built yet (run npm run build): ${releases.missing.join(', ')}`);
  };
