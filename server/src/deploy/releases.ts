import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Release {
  version: string;
  publishedAt: number;
}

/** releases/manifest.json: which published version of each remote the site serves. */
export interface ReleasesManifest {
  remotes: Record<string, Release>;
}

export const MANIFEST_FILE = 'manifest.json';
export const REMOTE_ENTRY_MANIFEST = 'mf-manifest.json';
export const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function readReleases(releasesDir: string): ReleasesManifest {
  const file = path.join(releasesDir, MANIFEST_FILE);
  if (!existsSync(file)) return { remotes: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ReleasesManifest>;
  return { remotes: parsed.remotes ?? {} };
}

/** Replaces the manifest atomically (write a temporary file, then rename over the old one). */
export function writeReleases(releasesDir: string, manifest: ReleasesManifest): void {
  mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, MANIFEST_FILE);
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The folder holding one published version of one remote. */
export function releaseDir(releasesDir: string, remote: string, version: string): string {
  if (!SAFE_NAME.test(remote) || !SAFE_NAME.test(version)) throw new Error(`Invalid remote or version: ${remote}@${version}`);
  return path.join(releasesDir, remote, version);
}
