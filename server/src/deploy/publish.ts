import { cpSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../config';
import { releaseDir, REMOTE_ENTRY_MANIFEST, writeRelease } from './releases';

export interface PublishOptions {
  remote: string;
  distDir: string;
  releasesDir: string;
  version?: string;
  now?: () => Date;
}

export function defaultVersion(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.(\d+)Z$/, '$1Z').replace('T', '-');
}

/**
 * Copies a built remote into releases/<remote>/<version>/ and points releases/<remote>/.current.json at it;
 * the other remotes are not touched. A published version is never overwritten.
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
  const dir = releaseDir(opts.releasesDir, opts.remote, version);
  if (existsSync(dir)) throw new Error(`${opts.remote} version ${version} is already published`);
  mkdirSync(path.dirname(dir), { recursive: true });
  const staging = `${dir}.incoming-${process.pid}`;
  cpSync(opts.distDir, staging, { recursive: true });
  renameSync(staging, dir);
  writeRelease(opts.releasesDir, opts.remote, { version, publishedAt: Math.floor(now.getTime() / 1000) });
  return { remote: opts.remote, version, dir };
}
