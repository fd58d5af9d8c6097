import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conflictingPaths, ROUTES_FILE } from '@mealplan/shared/federation';
import { parseRoutesFile } from '@mealplan/shared/federation/schema';
import { REMOTE_NAMES } from '../config';
import { withCompressedCopies } from './precompress';
import { checkShare } from './release-rules';
import { readReleases, releaseDir, REMOTE_ENTRY_MANIFEST, type PublishedRoute, type ReleasesManifest } from './releases';
import { publishToFolder, type PublishRequest, type ReleaseFile, type ReleaseStore } from './store';

export interface PublishOptions {
  remote: string;
  distDir: string;
  version?: string;
  /** A canary: the percent of browsers (1-99) the new version goes to; the others keep the served one. */
  share?: number;
  /** Publish only when the remote has no release yet (a process start). */
  onlyIfNone?: boolean;
  now?: () => Date;
}

function defaultVersion(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d+)Z$/, '$1Z')
    .replace('T', '-');
}

/** A built remote read from its folder: its files, their hash and the routes it declares. */
export interface Build {
  files: ReleaseFile[];
  hash: string;
  routes: PublishedRoute[];
  /** The build id its build.json names (BUILD_ID, or the time it was built); undefined when it has none. */
  build?: string;
}

/** A build's record of itself, beside its routes.json (shared/build/webpack.js): {"buildId": "..."}. */
const BUILD_FILE = 'build.json';

/** The build id of a build folder's build.json (shared/build/webpack.js), if it has one. */
function buildIdIn(distDir: string): string | undefined {
  const file = path.join(distDir, BUILD_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const { buildId } = JSON.parse(readFileSync(file, 'utf8')) as { buildId?: unknown };
    return typeof buildId === 'string' && buildId.length > 0 && buildId.length <= 200 ? buildId : undefined;
  } catch {
    return undefined;
  }
}

function filesOf(dir: string, prefix = ''): ReleaseFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesOf(full, relative);
      return entry.isFile() ? [{ path: relative, body: readFileSync(full) }] : [];
    });
}

/** sha256 over every file's path and bytes, in path order: the same build always has the same hash. */
export function buildHash(files: readonly ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.body.length}\0`).update(file.body);
  return hash.digest('hex');
}

/** Reads a built remote, with the brotli and gzip copies of its text files (made here when the build has none); throws when it is not built or its routes.json is not a valid routes file. */
export function readBuild(distDir: string): Build {
  if (!existsSync(path.join(distDir, REMOTE_ENTRY_MANIFEST))) {
    throw new Error(`${distDir} has no ${REMOTE_ENTRY_MANIFEST}: build the remote first`);
  }
  const file = path.join(distDir, ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${distDir} has no ${ROUTES_FILE}: build the remote first`);
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const routes = parseRoutesFile(body).map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) }));
  const files = withCompressedCopies(filesOf(distDir));
  const build = buildIdIn(distDir);
  return { files, hash: buildHash(files), routes, ...(build ? { build } : {}) };
}

/** Throws when the build takes a path another remote serves today (to everyone or in a canary). */
function checkRoutes(remote: string, routes: readonly PublishedRoute[], served: ReleasesManifest): void {
  const others = [...Object.entries(served.remotes), ...Object.entries(served.canaries ?? {})].filter(([name]) => name !== remote);
  const claims = [
    ...others.flatMap(([area, release]) => (release.routes ?? []).map((route) => ({ ...route, area }))),
    ...routes.map((route) => ({ ...route, area: remote })),
  ];
  const conflicts = conflictingPaths(claims);
  if (conflicts.length) throw new Error(`${remote} declares routes another remote owns: ${conflicts.join(', ')}`);
}

/** The checked publish request of one build (the routes checked against what the site serves). */
function publishRequest(opts: PublishOptions, served: ReleasesManifest): PublishRequest {
  if (!(REMOTE_NAMES as readonly string[]).includes(opts.remote)) {
    throw new Error(`Unknown remote ${opts.remote}; one of ${REMOTE_NAMES.join(', ')}`);
  }
  const now = (opts.now ?? (() => new Date()))();
  const version = opts.version ?? defaultVersion(now);
  releaseDir('/', opts.remote, version); // refuses an unsafe version name before anything is read
  if (opts.share !== undefined) checkShare(opts.share);
  const build = readBuild(opts.distDir);
  checkRoutes(opts.remote, build.routes, served);
  return {
    remote: opts.remote,
    release: {
      version,
      publishedAt: Math.floor(now.getTime() / 1000),
      routes: build.routes,
      hash: build.hash,
      ...(build.build ? { build: build.build } : {}),
    },
    files: build.files,
    ...(opts.share !== undefined ? { share: opts.share } : {}),
    ...(opts.onlyIfNone ? { onlyIfNone: true } : {}),
  };
}

/**
 * Publishes a built remote as a new version in the store and points the remote at it (or, with a share, runs it as a
 * canary), with the routes it declares (merged into /remotes.json from there); the other remotes are not touched. A
 * published version is never overwritten. With onlyIfNone, a remote that has a release is left as it is (published: false).
 */
export async function publishRelease(store: ReleaseStore, opts: PublishOptions): Promise<{ remote: string; version: string; published: boolean }> {
  const request = publishRequest(opts, await store.current());
  const published = await store.publish(request);
  return { remote: opts.remote, version: request.release.version, published };
}

/**
 * The folder store's publish, synchronous: copies a built remote into releases/<remote>/<version>/ and points
 * releases/<remote>/.current.json at it.
 */
export function publishRemote(opts: PublishOptions & { releasesDir: string }): { remote: string; version: string; dir: string } {
  const request = publishRequest(opts, readReleases(opts.releasesDir));
  publishToFolder(opts.releasesDir, request);
  return { remote: opts.remote, version: request.release.version, dir: releaseDir(opts.releasesDir, opts.remote, request.release.version) };
}
