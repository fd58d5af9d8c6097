import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCESS, isRouteCondition, type Access, type RouteCondition } from '@mealplan/shared/federation';

/** A route of a remote as /remotes.json lists it (from the routes.json published beside its manifest). */
export interface PublishedRoute {
  path: string;
  access: Access;
  when?: RouteCondition;
}

export interface Release {
  version: string;
  publishedAt: number;
  /** The routes the remote declared in this version; absent in pointers written before routes were published. */
  routes?: PublishedRoute[];
  /** sha256 of the build's files (names and bytes); absent in pointers written before it was recorded. */
  hash?: string;
  /** The build id the build carries (its build.json: BUILD_ID or the build's time); absent when it carries none. */
  build?: string;
}

/** A version served to a share of browsers (a canary), beside the version every other browser gets. */
export interface Canary extends Release {
  /** Percent of browsers (1-99), chosen by browser id (canary.ts). */
  share: number;
}

/** Which published version of each remote the site serves, and the canaries running. */
export interface ReleasesManifest {
  remotes: Record<string, Release>;
  /** The canary of a remote, when one runs; every browser outside its share gets `remotes[remote]`. */
  canaries?: Record<string, Canary>;
}

export const REMOTE_ENTRY_MANIFEST = 'mf-manifest.json';
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/**
 * releases/<remote>/.current.json names the version served. Each remote has its own pointer, so publishing
 * two remotes at the same moment (two processes) cannot lose either update. The leading dot keeps the
 * pointer apart from version folders, which SAFE_NAME makes start with a letter or digit.
 */
const CURRENT_FILE = '.current.json';

const isPublishedRoute = (value: unknown): value is PublishedRoute => {
  const route = value as Partial<PublishedRoute> | null;
  return (
    typeof route?.path === 'string' &&
    (ACCESS as readonly unknown[]).includes(route.access) &&
    (route.when === undefined || isRouteCondition(route.when))
  );
};

function isRelease(value: unknown): value is Release {
  const release = value as Partial<Release> | null;
  return (
    typeof release?.version === 'string' &&
    SAFE_NAME.test(release.version) &&
    typeof release.publishedAt === 'number' &&
    (release.hash === undefined || typeof release.hash === 'string') &&
    (release.build === undefined || typeof release.build === 'string') &&
    (release.routes === undefined || (Array.isArray(release.routes) && release.routes.every(isPublishedRoute)))
  );
}

const isShare = (share: unknown): share is number => typeof share === 'number' && Number.isInteger(share) && share >= 1 && share <= 99;

/** A release's known fields only (a file may carry others). */
export const releaseOf = (release: Release): Release => ({
  version: release.version,
  publishedAt: release.publishedAt,
  ...(release.routes
    ? { routes: release.routes.map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) })) }
    : {}),
  ...(release.hash ? { hash: release.hash } : {}),
  ...(release.build ? { build: release.build } : {}),
});

/** A remote's pointer file: the version served, and the canary running beside it. */
export interface Pointer extends Release {
  canary?: Canary;
}

/** The pointer of one remote in the releases folder; undefined when the remote has none (or it is not one). */
export function readPointer(releasesDir: string, remote: string): Pointer | undefined {
  const file = path.join(releasesDir, remote, CURRENT_FILE);
  if (!SAFE_NAME.test(remote) || !existsSync(file)) return undefined;
  const pointer = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!isRelease(pointer)) return undefined;
  const canary = (pointer as Pointer).canary;
  const running = isRelease(canary) && isShare(canary.share);
  return { ...releaseOf(pointer), ...(running ? { canary: { ...releaseOf(canary), share: canary.share } } : {}) };
}

export function readReleases(releasesDir: string): ReleasesManifest {
  const remotes: Record<string, Release> = {};
  const canaries: Record<string, Canary> = {};
  if (!existsSync(releasesDir)) return { remotes };
  for (const remote of readdirSync(releasesDir).sort()) {
    const pointer = readPointer(releasesDir, remote);
    if (!pointer) continue;
    const { canary, ...served } = pointer;
    remotes[remote] = served;
    if (canary) canaries[remote] = canary;
  }
  return Object.keys(canaries).length ? { remotes, canaries } : { remotes };
}

/** Points one remote at a published version (and its canary), atomically (a temporary file renamed over the old pointer). */
export function writeRelease(releasesDir: string, remote: string, release: Release, canary?: Canary): void {
  const dir = releaseDir(releasesDir, remote, release.version);
  const pointer = path.join(path.dirname(dir), CURRENT_FILE);
  const temporary = `${pointer}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...release, ...(canary ? { canary } : {}) }, null, 2)}\n`);
  renameSync(temporary, pointer);
}

/** A remote or version name: letters, digits, dot, dash, underscore, starting with a letter or digit. */
export const isSafeName = (name: string) => SAFE_NAME.test(name);

/**
 * A file's path inside a published version as a URL names it: relative, '/'-separated segments that are safe names
 * (no '..', no dot files, no backslash or NUL), so no store is ever asked for something outside a version.
 */
export const isReleaseFilePath = (filePath: string) =>
  filePath.length > 0 && filePath.length <= 512 && filePath.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._@~+-]*$/.test(segment));

/** The folder holding one published version of one remote. */
export function releaseDir(releasesDir: string, remote: string, version: string): string {
  if (!SAFE_NAME.test(remote) || !SAFE_NAME.test(version)) throw new Error(`Invalid remote or version: ${remote}@${version}`);
  return path.join(releasesDir, remote, version);
}
