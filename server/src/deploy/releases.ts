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
}

/** Which published version of each remote the site serves. */
export interface ReleasesManifest {
  remotes: Record<string, Release>;
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
    (release.routes === undefined || (Array.isArray(release.routes) && release.routes.every(isPublishedRoute)))
  );
}

export function readReleases(releasesDir: string): ReleasesManifest {
  const remotes: Record<string, Release> = {};
  if (!existsSync(releasesDir)) return { remotes };
  for (const remote of readdirSync(releasesDir).sort()) {
    const pointer = path.join(releasesDir, remote, CURRENT_FILE);
    if (!SAFE_NAME.test(remote) || !existsSync(pointer)) continue;
    const release: unknown = JSON.parse(readFileSync(pointer, 'utf8'));
    if (isRelease(release)) {
      remotes[remote] = {
        version: release.version,
        publishedAt: release.publishedAt,
        ...(release.routes
          ? { routes: release.routes.map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) })) }
          : {}),
        ...(release.hash ? { hash: release.hash } : {}),
      };
    }
  }
  return { remotes };
}

/** Points one remote at a published version, atomically (a temporary file renamed over the old pointer). */
export function writeRelease(releasesDir: string, remote: string, release: Release): void {
  const dir = releaseDir(releasesDir, remote, release.version);
  const pointer = path.join(path.dirname(dir), CURRENT_FILE);
  const temporary = `${pointer}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(release, null, 2)}\n`);
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
