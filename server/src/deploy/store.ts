// Where published remote releases live. Every server process of a site must see the same releases, so with a
// PostgreSQL database (DATABASE_URL) they live in it (database-store.ts); the embedded development database keeps them
// in RELEASES_DIR (one process, and `npm run publish-remote` writes the folder while the server runs). Both stores
// answer the same four calls, so publishing and serving never know which one is behind them.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES_FILE } from '@mealplan/shared/federation';
import { parseRoutesFile } from '@mealplan/shared/federation/schema';
import {
  isReleaseFilePath,
  isSafeName,
  readPointer,
  readReleases,
  releaseDir,
  releaseOf,
  writeRelease,
  type Pointer,
  type PublishedRoute,
  type Release,
  type ReleasesManifest,
} from './releases';
import {
  nextPointer,
  pointedReleases,
  prunedVersions,
  ReleaseError,
  type ReleaseAction,
  type RemoteReleases,
  type ServedPointer,
} from './release-rules';

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
  /** A canary: the new version goes to this percent of browsers, the served one stays for the others. */
  share?: number;
  /** Skip (and answer false) when the remote has a release already: a process start never replaces a team's release. */
  onlyIfNone?: boolean;
}

/**
 * Every call acts at once on every process that shares the store: the pointers are read fresh on every request. A
 * publish, rollback or promote of one remote takes that remote's lock, so two commands at once take turns.
 */
export interface ReleaseStore {
  readonly kind: 'folder' | 'database';
  /** The version served of each remote and the canaries running, read fresh: another process may have published a moment ago. */
  current(): Promise<ReleasesManifest>;
  /** A remote's kept versions (newest first) and what it serves. */
  history(remote: string): Promise<RemoteReleases>;
  /**
   * Stores a new version with its files and serves it (to everyone, or as a canary), then prunes versions past the last
   * KEPT_VERSIONS; a published version is never overwritten. False when onlyIfNone found a release.
   */
  publish(request: PublishRequest): Promise<boolean>;
  /** Ends the canary, or serves `version` (default: the one before the served one); answers the new pointer. */
  rollback(remote: string, version?: string): Promise<ServedPointer>;
  /** Serves the canary to everyone; answers the new pointer. */
  promote(remote: string): Promise<ServedPointer>;
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

/** The releases folder: releases/<remote>/<version>/<files> and releases/<remote>/.current.json (releases.ts). */
export function folderReleaseStore(releasesDir: string): ReleaseStore {
  return {
    kind: 'folder',
    // async: a refusal is a rejected promise, as the database store's.
    current: async () => readReleases(releasesDir),
    history: async (remote) => folderHistory(releasesDir, remote),
    publish: async (request) => publishToFolder(releasesDir, request),
    rollback: async (remote, version) => changeFolder(releasesDir, remote, { kind: 'rollback', ...(version ? { version } : {}) }),
    promote: async (remote) => changeFolder(releasesDir, remote, { kind: 'promote' }),
    read(remote, version, filePath) {
      if (!isSafeName(remote) || !isSafeName(version) || !isReleaseFilePath(filePath)) return Promise.resolve(undefined);
      const dir = releaseDir(releasesDir, remote, version);
      const file = path.resolve(dir, ...filePath.split('/'));
      if (!file.startsWith(`${dir}${path.sep}`) || !existsSync(file) || !statSync(file).isFile()) return Promise.resolve(undefined);
      return Promise.resolve(new Uint8Array(readFileSync(file)));
    },
  };
}

/** A version's record inside its folder (a dot file: never served, isReleaseFilePath refuses it). */
const VERSION_FILE = '.release.json';
/** A publish's staging folder beside the versions (store.ts publishToFolder). */
const STAGING = /\.incoming-\d+$/;

/** A build's routes.json as published (publish.ts reads it the same way); undefined when it is not a valid one. */
function routesIn(body: unknown): PublishedRoute[] | undefined {
  try {
    return parseRoutesFile(body).map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) }));
  } catch {
    return undefined;
  }
}

/** A JSON file of a version folder, parsed; undefined when absent or not JSON. */
function jsonIn(dir: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A version folder's record; for a version published before records were kept, the pointer's (when it is the served
 * one), else its folder's time with the routes and build id its own routes.json and build.json name.
 */
function versionRecord(releasesDir: string, remote: string, version: string, pointer: Pointer | undefined): Release {
  const dir = releaseDir(releasesDir, remote, version);
  const record = jsonIn(dir, VERSION_FILE);
  if (record) return releaseOf(record as Release);
  if (pointer?.version === version) return releaseOf(pointer);
  const routes = routesIn(jsonIn(dir, ROUTES_FILE));
  const { buildId } = (jsonIn(dir, 'build.json') ?? {}) as { buildId?: unknown };
  return {
    version,
    publishedAt: Math.floor(statSync(dir).mtimeMs / 1000),
    ...(routes ? { routes } : {}),
    ...(typeof buildId === 'string' ? { build: buildId } : {}),
  };
}

const servedPointer = (pointer: Pointer | undefined): ServedPointer | undefined =>
  pointer && { served: pointer.version, ...(pointer.canary ? { canary: { version: pointer.canary.version, share: pointer.canary.share } } : {}) };

function folderHistory(releasesDir: string, remote: string): RemoteReleases {
  releaseDir(releasesDir, remote, 'check'); // refuses an unsafe remote name
  const remoteDir = path.join(releasesDir, remote);
  const pointer = readPointer(releasesDir, remote);
  const names = existsSync(remoteDir)
    ? readdirSync(remoteDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && isSafeName(entry.name) && !STAGING.test(entry.name))
    : [];
  const versions = names.map((entry) => versionRecord(releasesDir, remote, entry.name, pointer));
  return { versions: versions.sort((a, b) => b.publishedAt - a.publishedAt || (a.version < b.version ? 1 : -1)), pointer: servedPointer(pointer) };
}

/** How long a lock is waited for, and after how long a lock left by a process that died is taken over. */
const LOCK_WAIT_MS = 10_000;
const STALE_LOCK_MS = 30_000;
const sleep = new Int32Array(new SharedArrayBuffer(4));

/** Runs `work` holding releases/<remote>/.lock (a folder: made atomically, by one process at a time). */
function withFolderLock<T>(releasesDir: string, remote: string, work: () => T): T {
  const lock = path.join(releasesDir, remote, '.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new ReleaseError(`${remote} is locked by another release command (${lock})`);
      else Atomics.wait(sleep, 0, 0, 20);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Writes the pointer `next` names, then deletes the versions past the last KEPT_VERSIONS. */
function pointAndPrune(releasesDir: string, remote: string, versions: Release[], next: ServedPointer): ServedPointer {
  const { served, canary } = pointedReleases(versions, next);
  writeRelease(releasesDir, remote, served, canary);
  for (const version of prunedVersions(versions, next)) rmSync(releaseDir(releasesDir, remote, version), { recursive: true, force: true });
  return next;
}

function changeFolder(releasesDir: string, remote: string, action: ReleaseAction): ServedPointer {
  return withFolderLock(releasesDir, remote, () => {
    const releases = folderHistory(releasesDir, remote);
    return pointAndPrune(releasesDir, remote, releases.versions, nextPointer(remote, releases, action));
  });
}

/** Writes a version's files into a staging folder renamed into place, then the pointer (synchronous: the CLI and tests use it). */
export function publishToFolder(releasesDir: string, { remote, release, files, share, onlyIfNone }: PublishRequest): boolean {
  const dir = releaseDir(releasesDir, remote, release.version);
  return withFolderLock(releasesDir, remote, () => {
    const releases = folderHistory(releasesDir, remote);
    if (onlyIfNone && releases.pointer) return false;
    if (existsSync(dir)) throw new ReleaseError(`${remote} version ${release.version} is already published`);
    const versions = [release, ...releases.versions];
    const next = nextPointer(
      remote,
      { versions, pointer: releases.pointer },
      { kind: 'publish', version: release.version, ...(share !== undefined ? { share } : {}) },
    );
    const staging = `${dir}.incoming-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    try {
      for (const file of files) {
        const target = path.join(staging, ...file.path.split('/'));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, file.body);
      }
      writeFileSync(path.join(staging, VERSION_FILE), `${JSON.stringify(releaseOf(release), null, 2)}\n`);
      renameSync(staging, dir);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    pointAndPrune(releasesDir, remote, versions, next);
    return true;
  });
}
