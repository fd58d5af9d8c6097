// npm run bench --workspace e2e: build times (cold, no webpack cache) and the JS a guest's first page downloads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AREAS } from '@mealplan/shared/federation';
import { gzipKb, reactBaselineKb, startBenchServer, waitForServer } from './baseline';
import { baseURL, chromiumArgs, chromiumPath, REPO_ROOT } from '../support/environment';

const coldBuild = { ...process.env, WEBPACK_CACHE: '0' };

function timed(command: string, args: string[], cwd: string): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, env: coldBuild, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return (performance.now() - started) / 1000;
}

/** Loads / as a guest in headless Chromium and gzip-sums every JavaScript response. */
async function firstPageJs(): Promise<{ files: number; kb: number }> {
  const server = startBenchServer();
  try {
    await waitForServer(`${baseURL}/remotes.json`, 120_000);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    await page.locator('[data-remote]').first().waitFor();
    const all = await Promise.all(bodies);
    await browser.close();
    return { files: all.length, kb: all.reduce((sum, body) => sum + gzipKb(body), 0) };
  } finally {
    server.stop();
  }
}

async function main(): Promise<void> {
  const rows: [string, string][] = [];
  rows.push(['full build (npm run build)', `${timed('npm', ['run', 'build'], REPO_ROOT).toFixed(1)} s`]);
  for (const remote of AREAS) {
    const outDir = mkdtempSync(path.join(tmpdir(), `mealplan-bench-${remote}-`));
    const seconds = timed('npx', ['webpack', '--mode', 'production', '--output-path', outDir], path.join(REPO_ROOT, `mfe-${remote}`));
    rows.push([`build mfe-${remote} alone`, `${seconds.toFixed(1)} s`]);
  }
  const firstPage = await firstPageJs();
  rows.push([`guest first page JS, gzip (${firstPage.files} files)`, `${firstPage.kb.toFixed(1)} KiB`]);
  rows.push(['baseline: React + ReactDOM production, gzip', `${reactBaselineKb().toFixed(1)} KiB`]);

  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${'measure'.padEnd(width)} | value`);
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(10)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)} | ${value}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
