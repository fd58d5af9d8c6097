// The release store of a site with several server processes: releases, their files and the pointer per remote in the
// site's PostgreSQL database (migrations/0080_releases.sql, 0100_release_canary.sql), so a version published, rolled
// back or promoted by `npm run publish-remote` (and the other release commands) on any machine is served by every
// process at once: every request reads the pointers fresh.
import type { Db } from '../db';
import {
  nextPointer,
  pointedReleases,
  prunedVersions,
  ReleaseError,
  type ReleaseAction,
  type RemoteReleases,
  type ServedPointer,
} from './release-rules';
import type { Canary, PublishedRoute, Release, ReleasesManifest } from './releases';
import type { PublishRequest, ReleaseStore } from './store';

interface ReleaseRow {
  version: string;
  content_hash: string;
  published_at: number | string;
  routes: PublishedRoute[];
  build_id: string | null;
}

const release = (row: ReleaseRow): Release => ({
  version: row.version,
  publishedAt: Number(row.published_at),
  routes: row.routes.map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) })),
  hash: row.content_hash,
  ...(row.build_id ? { build: row.build_id } : {}),
});

const CURRENT = `SELECT p.remote, p.canary_share, to_jsonb(s) AS served, CASE WHEN c.version IS NULL THEN NULL ELSE to_jsonb(c) END AS canary
  FROM release_pointers p
  JOIN releases s ON s.remote = p.remote AND s.version = p.version
  LEFT JOIN releases c ON c.remote = p.remote AND c.version = p.canary_version
  ORDER BY p.remote`;

const VERSIONS = `SELECT version, content_hash, published_at, routes, build_id FROM releases WHERE remote = $1 ORDER BY published_at DESC, version DESC`;

export function databaseReleaseStore(db: Db): ReleaseStore {
  return {
    kind: 'database',
    async current(): Promise<ReleasesManifest> {
      const rows = await db.query<{ remote: string; canary_share: number | null; served: ReleaseRow; canary: ReleaseRow | null }>(CURRENT);
      const canaries: Record<string, Canary> = {};
      for (const row of rows) if (row.canary && row.canary_share) canaries[row.remote] = { ...release(row.canary), share: row.canary_share };
      const remotes = Object.fromEntries(rows.map((row) => [row.remote, release(row.served)]));
      return Object.keys(canaries).length ? { remotes, canaries } : { remotes };
    },
    history: (remote) => historyIn(db, remote),
    publish: (request) => db.tx((tx) => publishIn(tx, request)),
    rollback: (remote, version) => db.tx((tx) => changeIn(tx, remote, { kind: 'rollback', ...(version ? { version } : {}) })),
    promote: (remote) => db.tx((tx) => changeIn(tx, remote, { kind: 'promote' })),
    async read(remote, version, filePath) {
      const row = await db.one<{ body: Uint8Array }>('SELECT body FROM release_files WHERE remote = $1 AND version = $2 AND path = $3', [
        remote,
        version,
        filePath,
      ]);
      return row ? new Uint8Array(row.body) : undefined;
    },
  };
}

async function historyIn(db: Db, remote: string): Promise<RemoteReleases> {
  const versions = (await db.query<ReleaseRow>(VERSIONS, [remote])).map(release);
  const pointer = await db.one<{ version: string; canary_version: string | null; canary_share: number | null }>(
    'SELECT version, canary_version, canary_share FROM release_pointers WHERE remote = $1',
    [remote],
  );
  return {
    versions,
    pointer: pointer && {
      served: pointer.version,
      ...(pointer.canary_version && pointer.canary_share ? { canary: { version: pointer.canary_version, share: pointer.canary_share } } : {}),
    },
  };
}

/** Two commands on one remote (in any process) take turns: a transaction-scoped lock per remote. */
const lockRemote = (tx: Db, remote: string) => tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mealplan:release:${remote}`]);

/** Writes the pointer, then deletes the versions past the last KEPT_VERSIONS (their files go with them). */
async function pointAndPrune(tx: Db, remote: string, versions: Release[], next: ServedPointer): Promise<ServedPointer> {
  pointedReleases(versions, next); // refuses a pointer at a version that is not published
  await tx.query(
    `INSERT INTO release_pointers (remote, version, pointed_at, canary_version, canary_share) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, pointed_at = EXCLUDED.pointed_at,
       canary_version = EXCLUDED.canary_version, canary_share = EXCLUDED.canary_share`,
    [remote, next.served, Math.floor(Date.now() / 1000), next.canary?.version ?? null, next.canary?.share ?? null],
  );
  const pruned = prunedVersions(versions, next);
  if (pruned.length) await tx.query('DELETE FROM releases WHERE remote = $1 AND version = ANY($2::text[])', [remote, pruned]);
  return next;
}

async function changeIn(tx: Db, remote: string, action: ReleaseAction): Promise<ServedPointer> {
  await lockRemote(tx, remote);
  const releases = await historyIn(tx, remote);
  return pointAndPrune(tx, remote, releases.versions, nextPointer(remote, releases, action));
}

/** In one transaction, under the remote's lock: version, files, pointer, pruning. */
async function publishIn(tx: Db, { remote, release: next, files, share, onlyIfNone }: PublishRequest): Promise<boolean> {
  await lockRemote(tx, remote);
  const releases = await historyIn(tx, remote);
  if (onlyIfNone && releases.pointer) return false;
  if (releases.versions.some((known) => known.version === next.version))
    throw new ReleaseError(`${remote} version ${next.version} is already published`);
  const versions = [next, ...releases.versions];
  const pointer = nextPointer(
    remote,
    { versions, pointer: releases.pointer },
    { kind: 'publish', version: next.version, ...(share !== undefined ? { share } : {}) },
  );
  await tx.query('INSERT INTO releases (remote, version, content_hash, published_at, routes, build_id) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    remote,
    next.version,
    next.hash,
    next.publishedAt,
    JSON.stringify(next.routes),
    next.build ?? null,
  ]);
  for (const file of files) {
    await tx.query('INSERT INTO release_files (remote, version, path, body) VALUES ($1, $2, $3, $4)', [remote, next.version, file.path, file.body]);
  }
  await pointAndPrune(tx, remote, versions, pointer);
  return true;
}
