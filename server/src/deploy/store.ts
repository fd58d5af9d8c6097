// Where published remote releases live. Every server process of a site must see the same releases, so with a
// PostgreSQL database (DATABASE_URL) they live in it (database-store.ts); the embedded development database keeps them
// in RELEASES_DIR (one process, and `npm run publish-remote` writes the folder while the server runs). Both stores
// answer the same four calls, so publishing and serving never know which one is behind them.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isReleaseFilePath, isSafeName, readReleases, releaseDir, writeRelease, type Release, type ReleasesManifest } from './releases';

/** One file of a build, by its path inside the build ('/'-separated). */
export interface ReleaseFile {
  path: string;
  body: Uint8Array;
}

export interface PublishRequest {
  remote: string;
  /** The new version (its hash and routes included). */
  release: Release & { hash: string; routes: NonNullable<Release['routes']> };
  files: readonly ReleaseFile[];
  /** Skip (and answer false) when the version served has the same hash and routes: several processes starting together publish a build once. */
  onlyIfChanged?: boolean;
}

export interface ReleaseStore {
  readonly kind: 'folder' | 'database';
  /** The version served of each remote, read fresh: another process may have published a moment ago. */
  current(): Promise<ReleasesManifest>;
  /** Stores a new version with its files and points the remote at it; a published version is never overwritten. */
  publish(request: PublishRequest): Promise<boolean>;
  /** One file of a published version (path as isReleaseFilePath allows), or undefined. Versions never change. */
  read(remote: string, version: string, filePath: string): Promise<Uint8Array | undefined>;
}

export type ReleaseStoreKind = ReleaseStore['kind'];

/**
 * Which store a configuration uses: RELEASE_STORE (`database` | `folder`) when set, else the database whenever it is a
 * PostgreSQL one (shared by every process), else the folder.
 */
export function releaseStoreKind(config: { databaseUrl?: string }, env: NodeJS.ProcessEnv = process.env): ReleaseStoreKind {
  const chosen = env.RELEASE_STORE?.trim();
  if (chosen === 'database' || chosen === 'folder') {
    if (chosen === 'database' && !config.databaseUrl)
      throw new Error('RELEASE_STORE=database needs DATABASE_URL (a PostgreSQL database every process shares)');
    return chosen;
  }
  if (chosen) throw new Error(`RELEASE_STORE must be database or folder, got ${chosen}`);
  return config.databaseUrl ? 'database' : 'folder';
}

const sameRoutes = (a: Release['routes'], b: Release['routes']) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** True when the version served already is this build (same files, same routes). */
export const isServed = (served: Release | undefined, release: Release) =>
  served !== undefined && served.hash === release.hash && sameRoutes(served.routes, release.routes);

/** The releases folder: releases/<remote>/<version>/<files> and releases/<remote>/.current.json (releases.ts). */
export function folderReleaseStore(releasesDir: string): ReleaseStore {
  return {
    kind: 'folder',
    current: () => Promise.resolve(readReleases(releasesDir)),
    publish: (request) => Promise.resolve(publishToFolder(releasesDir, request)),
    read(remote, version, filePath) {
      if (!isSafeName(remote) || !isSafeName(version) || !isReleaseFilePath(filePath)) return Promise.resolve(undefined);
      const dir = releaseDir(releasesDir, remote, version);
      const file = path.resolve(dir, ...filePath.split('/'));
      if (!file.startsWith(`${dir}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) return Promise.resolve(undefined);
      return Promise.resolve(new Uint8Array(readFileSync(file)));
    },
  };
}

/** Writes a version's files into a staging folder renamed into place, then the pointer (synchronous: the CLI and tests use it). */
export function publishToFolder(releasesDir: string, { remote, release, files, onlyIfChanged }: PublishRequest): boolean {
  if (onlyIfChanged && isServed(readReleases(releasesDir).remotes[remote], release)) return false;
  const dir = releaseDir(releasesDir, remote, release.version);
  if (existsSync(dir)) throw new Error(`${remote} version ${release.version} is already published`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.incoming-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    for (const file of files) {
      const target = path.join(staging, ...file.path.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.body);
    }
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  writeRelease(releasesDir, remote, release);
  return true;
}
