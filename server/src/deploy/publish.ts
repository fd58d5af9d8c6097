import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { conflictingPaths, ROUTES_FILE } from '@mealplan/shared/federation';
import { parseRoutesFile } from '@mealplan/shared/federation/schema';
import { REMOTE_NAMES } from '../config';
import { readReleases, releaseDir, REMOTE_ENTRY_MANIFEST, writeRelease, type PublishedRoute } from './releases';

export interface PublishOptions {
  remote: string;
  distDir: string;
  releasesDir: string;
  version?: string;
  now?: () => Date;
}

function defaultVersion(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d+)Z$/, '$1Z')
    .replace('T', '-');
}

/**
 * The routes a build declares (its routes.json, copied from src/routes.json by the build), checked so that no
 * path another remote serves today is taken over. Throws with the reason otherwise.
 */
function buildRoutes(remote: string, distDir: string, releasesDir: string): PublishedRoute[] {
  const file = path.join(distDir, ROUTES_FILE);
  if (!existsSync(file)) throw new Error(`${distDir} has no ${ROUTES_FILE}: build the remote first`);
  let body: unknown;
  try {
    body = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not JSON`);
  }
  const routes = parseRoutesFile(body).map((route) => ({ path: route.path, access: route.access, ...(route.when ? { when: route.when } : {}) }));
  const others = Object.entries(readReleases(releasesDir).remotes).filter(([name]) => name !== remote);
  const claims = [
    ...others.flatMap(([area, release]) => (release.routes ?? []).map((route) => ({ ...route, area }))),
    ...routes.map((route) => ({ ...route, area: remote })),
  ];
  const conflicts = conflictingPaths(claims);
  if (conflicts.length) throw new Error(`${remote} declares routes another remote owns: ${conflicts.join(', ')}`);
  return routes;
}

/**
 * Copies a built remote into releases/<remote>/<version>/ and points releases/<remote>/.current.json at it, with
 * the routes it declares (merged into /remotes.json from there); the other remotes are not touched. A published version is never overwritten.
 */
export function publishRemote(opts: PublishOptions): { remote: string; version: string; dir: string } {
  const now = (opts.now ?? (() => new Date()))();
  const version = opts.version ?? defaultVersion(now);
  if (!(REMOTE_NAMES as readonly string[]).includes(opts.remote)) {
    throw new Error(`Unknown remote ${opts.remote}; one of ${REMOTE_NAMES.join(', ')}`);
  }
  if (!existsSync(path.join(opts.distDir, REMOTE_ENTRY_MANIFEST))) {
    throw new Error(`${opts.distDir} has no ${REMOTE_ENTRY_MANIFEST}: build the remote first`);
  }
  const routes = buildRoutes(opts.remote, opts.distDir, opts.releasesDir);
  const dir = releaseDir(opts.releasesDir, opts.remote, version);
  if (existsSync(dir)) throw new Error(`${opts.remote} version ${version} is already published`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.incoming-${process.pid}`;
  cpSync(opts.distDir, staging, { recursive: true });
  renameSync(staging, dir);
  writeRelease(opts.releasesDir, opts.remote, { version, publishedAt: Math.floor(now.getTime() / 1000), routes });
  return { remote: opts.remote, version, dir };
}
