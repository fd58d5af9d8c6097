// Extra builds of one remote for the deployment tests, and serving a build from another origin inside the browser.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { e2eReleasesDir, REPO_ROOT } from './environment';
import type { AreaName } from './areas';
import { copyOfSource, type SourceEdits } from './sourceCopy';

/** Builds one remote from the source tree at `root`, with its own BUILD_ID, into a fresh temporary folder; returns that folder. */
function buildRemoteAt(root: string, area: AreaName, buildId: string): string {
  const outDir = mkdtempSync(path.join(tmpdir(), `mealplan-${area}-${buildId}-`));
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', path.join(root, `mfe-${area}`, 'webpack.config.js'), '--output-path', outDir], {
    cwd: path.join(root, `mfe-${area}`),
    env: { ...process.env, BUILD_ID: buildId, ...(root === REPO_ROOT ? {} : { WEBPACK_CACHE: '0' }) },
    stdio: 'pipe',
  });
  return outDir;
}

/** Builds one remote again from the repository's source, with its own BUILD_ID. */
export function buildRemoteCopy(area: AreaName, buildId: string): string {
  return buildRemoteAt(REPO_ROOT, area, buildId);
}

/** Builds one remote from a copy of the source with `edits` applied (to its own files or to shared code). */
export function buildChangedRemote(area: AreaName, buildId: string, edits: SourceEdits): string {
  return buildRemoteAt(copyOfSource(['shared', `mfe-${area}`], edits), area, buildId);
}

/** Publishes a built remote as a new version with the server's own command (no other app is rebuilt); `options` such as ['--share', '50']. */
export function publishRemote(area: AreaName, distDir: string, options: readonly string[] = []): void {
  releaseCommand('publish-remote', [area, distDir, ...options]);
}

/** Runs a release command of the server (publish-remote, promote-remote, rollback-remote) on the e2e server's releases. */
export function releaseCommand(command: string, args: readonly string[]): void {
  execFileSync('npm', ['run', command, '--workspace', 'server', '--', ...args], {
    cwd: REPO_ROOT,
    // The e2e server runs on the embedded database, so its releases are in the folder (not DATABASE_URL's database).
    env: { ...process.env, RELEASES_DIR: e2eReleasesDir, DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

const CONTENT_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css' };

/** Serves `dir` at `origin` for this page only (the origin exists nowhere else), with CORS like a CDN. */
export async function serveFromOrigin(page: Page, origin: string, dir: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    const file = path.join(dir, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!file.startsWith(dir)) return route.fulfill({ status: 403 });
    try {
      const body = readFileSync(file);
      return route.fulfill({
        status: 200,
        body,
        headers: { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' },
      });
    } catch {
      return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
    }
  });
}
