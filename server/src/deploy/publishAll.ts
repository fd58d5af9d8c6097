import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteDistDir } from '../config';
import { log } from '../ops/log';
import { publishRelease, readBuild } from './publish';
import { REMOTE_ENTRY_MANIFEST, type Release } from './releases';
import type { ReleaseStore } from './store';

/**
 * What a process start publishes (RELEASES_AT_START): `missing` (production's default) only remotes with no release,
 * so a team's release stays released whatever build a restarted process carries; `built` (the default of `npm start`
 * outside production, where one developer builds every area) also replaces a served version whose files or routes
 * differ from the build on this machine, so a rebuilt area is what the page loads.
 */
export type ReleasesAtStart = 'missing' | 'built';

/** The served release differs from the build in distDir (other files or routes; a release without a hash differs). */
function differsFromBuild(served: Release, distDir: string): boolean {
  const build = readBuild(distDir);
  return served.hash !== build.hash || JSON.stringify(served.routes ?? []) !== JSON.stringify(build.routes);
}

/**
 * At a process start: publishes the build this machine carries of every remote that has no release yet (all six on a
 * site's first start), and nothing else. A remote that has a release keeps it whatever build the process carries:
 * only its team's publish-remote, rollback-remote or promote-remote changes it (in `built` mode, a changed build
 * replaces it). Several processes starting together publish a missing remote once (the store's lock). Remotes
 * without a build are reported and skipped.
 */
export async function publishMissingRemotes(
  store: ReleaseStore,
  distDirOf: (remote: string) => string = remoteDistDir,
  mode: ReleasesAtStart = 'missing',
): Promise<{ published: string[]; kept: string[]; missing: string[] }> {
  const published: string[] = [];
  const kept: string[] = [];
  const missing: string[] = [];
  const { remotes } = await store.current();
  for (const remote of REMOTE_NAMES) {
    const distDir = distDirOf(remote);
    const built = existsSync(path.join(distDir, REMOTE_ENTRY_MANIFEST));
    const served = remotes[remote];
    if (served) {
      if (mode === 'built' && built && differsFromBuild(served, distDir)) {
        await publishRelease(store, { remote, distDir });
        published.push(remote);
      } else kept.push(remote);
      continue;
    }
    if (!built) {
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
  (distDirOf: (remote: string) => string = remoteDistDir, mode: ReleasesAtStart = 'missing') =>
  async (store: ReleaseStore): Promise<void> => {
    const releases = await publishMissingRemotes(store, distDirOf, mode);
    if (releases.published.length) {
      log().info({ remotes: releases.published, store: store.kind }, `Published remotes: ${releases.published.join(', ')} (${store.kind} store)`);
    }
    if (releases.kept.length) {
      log().info(
        { remotes: releases.kept, store: store.kind },
        mode === 'built'
          ? `Serving ${releases.kept.join(', ')} as built (unchanged)`
          : `Serving the released versions of ${releases.kept.join(', ')} (a new build goes out with npm run publish-remote -- <area>)`,
      );
    }
    if (releases.missing.length) log().warn({ remotes: releases.missing }, `Not built yet (run npm run build): ${releases.missing.join(', ')}`);
  };
