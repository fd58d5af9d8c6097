// The release store of a site with several server processes: releases, their files and the pointer per remote in the
// site's PostgreSQL database (migrations/0080_releases.sql), so a version published through one process (or by
// `npm run publish-remote` on any machine) is served by every process at once.
import type { Db } from '../db';
import type { PublishedRoute, Release, ReleasesManifest } from './releases';
import { isServed, type PublishRequest, type ReleaseStore } from './store';

interface ReleaseRow {
  remote: string;
  version: string;
  content_hash: string;
  published_at: number;
  routes: PublishedRoute[];
}

const release = (row: ReleaseRow): Release => ({
  version: row.version,
  publishedAt: Number(row.published_at),
  routes: row.routes.map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) })),
  hash: row.content_hash,
});

const SERVED = `SELECT r.remote, r.version, r.content_hash, r.published_at, r.routes
  FROM release_pointers p JOIN releases r ON r.remote = p.remote AND r.version = p.version`;

export function databaseReleaseStore(db: Db): ReleaseStore {
  return {
    kind: 'database',
    async current(): Promise<ReleasesManifest> {
      const rows = await db.query<ReleaseRow>(`${SERVED} ORDER BY r.remote`);
      return { remotes: Object.fromEntries(rows.map((row) => [row.remote, release(row)])) };
    },
    publish: (request) => db.tx((tx) => publishIn(tx, request)),
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

/** In one transaction, under a lock per remote (two processes publishing one remote take turns): version, files, pointer. */
async function publishIn(tx: Db, { remote, release: next, files, onlyIfChanged }: PublishRequest): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mealplan:release:${remote}`]);
  if (onlyIfChanged) {
    const served = await tx.one<ReleaseRow>(`${SERVED} WHERE p.remote = $1`, [remote]);
    if (isServed(served && release(served), next)) return false;
  }
  const existing = await tx.one('SELECT 1 AS found FROM releases WHERE remote = $1 AND version = $2', [remote, next.version]);
  if (existing) throw new Error(`${remote} version ${next.version} is already published`);
  await tx.query('INSERT INTO releases (remote, version, content_hash, published_at, routes) VALUES ($1, $2, $3, $4, $5::jsonb)', [
    remote,
    next.version,
    next.hash,
    next.publishedAt,
    JSON.stringify(next.routes),
  ]);
  for (const file of files) {
    await tx.query('INSERT INTO release_files (remote, version, path, body) VALUES ($1, $2, $3, $4)', [remote, next.version, file.path, file.body]);
  }
  await tx.query(
    `INSERT INTO release_pointers (remote, version, pointed_at) VALUES ($1, $2, $3)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, pointed_at = EXCLUDED.pointed_at`,
    [remote, next.version, next.publishedAt],
  );
  return true;
}
