// The compiled server (server/dist, `npm run build --workspace server`) for the tests that run it as production does:
// its entry and its release commands in processes of their own, with no TypeScript. npm test builds it just before
// jest (the root's build step); a test run on its own builds it when a source it is made from is newer than the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const SERVER_ROOT = path.resolve(__dirname, '../..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
const BUILT_ENTRY = path.join(SERVER_ROOT, 'dist/main.js');

/** What the server's build reads: its sources, shared's, and the build's own script and settings. */
const BUILD_INPUTS = [
  path.join(SERVER_ROOT, 'src'),
  path.join(REPO_ROOT, 'shared/src'),
  path.join(REPO_ROOT, 'shared/package.json'),
  path.join(SERVER_ROOT, 'scripts/build.mjs'),
  path.join(SERVER_ROOT, 'tsconfig.build.json'),
  path.join(SERVER_ROOT, 'tsconfig.build-shared.json'),
  path.join(REPO_ROOT, 'tsconfig.base.json'),
];

/** The latest modification time of a file under `entry` (a file or a folder). */
function latestChange(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, latestChange(path.join(entry, name))), stats.mtimeMs);
}

/** Whether server/dist holds a build made after every source it is made from. */
function compiledServerIsCurrent(): boolean {
  if (!existsSync(BUILT_ENTRY)) return false;
  const built = statSync(BUILT_ENTRY).mtimeMs;
  return BUILD_INPUTS.every((input) => !existsSync(input) || latestChange(input) <= built);
}

/** Builds server/dist unless it is current. Two test files doing so at once is safe: the build swaps dist in whole. */
export function ensureCompiledServer(): void {
  if (compiledServerIsCurrent()) return;
  execFileSync(process.execPath, [path.join(SERVER_ROOT, 'scripts/build.mjs')], { cwd: SERVER_ROOT, stdio: 'pipe' });
}
