// npm run bench:lighthouse --workspace e2e (part of npm run bench): Lighthouse's mobile preset (simulated slow 4G,
// 4x CPU slowdown) on Debian's Chromium, 3 runs per page, medians, on the guest landing page, /sign-in and, signed in
// as the demo customer with a plan, the page that customer lands on. Prints score, LCP, TBT, CLS and bytes beside the
// gzip size of React + ReactDOM, then the JavaScript the guest's first page downloads, file by file.
// Against the built site on a fresh server (npm run build first), or BENCH_URL=http://host:port to measure a running one.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { reactBaselineKb, startBenchServer, waitForServer } from './baseline';
import { baseURL, chromiumArgs, chromiumPath } from '../support/environment';
import { DEMO_CUSTOMER_WITH_PLAN } from '../support/session';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const site = process.env.BENCH_URL ?? baseURL;

interface Run {
  score: number;
  /** null when Lighthouse could not measure it (the reason is printed by lighthouse-run.mjs). */
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: number | null;
  /** Lighthouse's benchmark index of the machine during the run (lighthouse-run.mjs). */
  benchmarkIndex: number | null;
  scripts: { url: string; transferSize: number }[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of the runs that measured it, formatted, or "n/a" when none did. */
const medianOf = (values: (number | null)[], format: (value: number) => string) => {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length ? `${format(median(measured))}${measured.length < values.length ? ` (${measured.length} runs)` : ''}` : 'n/a';
};

/**
 * One Lighthouse run on `url` in the Chromium listening on `port` (lighthouse-run.mjs, in plain Node). A run that
 * fails (on a loaded machine DevTools can miss Lighthouse's time limits) is tried again, twice at most.
 */
function audit(port: number, url: string, signedIn: boolean): Run {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), url, String(port), signedIn ? '1' : '0'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (result.status === 0) {
      if (result.stderr.trim()) console.warn(result.stderr.trim());
      return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Run;
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
    console.warn(`Lighthouse run on ${url} failed, trying again: ${result.stderr.trim().split('\n')[0] ?? ''}`);
  }
}

/** Signs the demo customer in through the account remote's sign-in page, as a customer would. */
async function signIn(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${site}/sign-in`, { waitUntil: 'networkidle0' });
  await page.locator('[data-remote="account"] input[type="email"]').fill(DEMO_CUSTOMER_WITH_PLAN.email);
  await page.locator('[data-remote="account"] input[type="password"]').fill(DEMO_CUSTOMER_WITH_PLAN.password);
  await Promise.all([page.waitForSelector('header.chrome-header', { timeout: 60_000 }), page.keyboard.press('Enter')]);
  await page.close();
  await browser.disconnect();
}

/** The bytes of `url` as sent with this Accept-Encoding (no decoding). */
function download(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/** The guest first page's scripts: as the server sends them to a browser, and their size raw, gzip and brotli. */
async function scriptFiles(run: Run): Promise<void> {
  const rows: string[][] = [];
  const totals = [0, 0, 0, 0];
  for (const { url, transferSize } of run.scripts) {
    const { body } = await download(url, 'identity');
    const { encoding } = await download(url, 'br, gzip');
    const sizes = [body.length, gzipSync(body, { level: 9 }).length, brotliCompressSync(body).length, transferSize];
    sizes.forEach((size, index) => (totals[index]! += size));
    rows.push([new URL(url).pathname, kib(sizes[0]!), kib(sizes[1]!), kib(sizes[2]!), `${kib(sizes[3]!)} (${encoding})`]);
  }
  rows.push([`total (${run.scripts.length} files)`, ...totals.map(kib)]);
  console.log('\nJavaScript of the guest landing page (first run):');
  table(['file', 'raw', 'gzip', 'br', 'transferred'], rows);
}

async function main(): Promise<void> {
  const server = process.env.BENCH_URL ? undefined : startBenchServer({ LOG_LEVEL: 'warn' }, { yieldCpu: true });
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    await waitForServer(`${site}/remotes.json`, 120_000);
    const pages = [
      { label: 'guest landing page /', url: `${site}/`, signedIn: false },
      { label: '/sign-in', url: `${site}/sign-in`, signedIn: false },
      { label: 'signed in (demo customer) /', url: `${site}/`, signedIn: true },
    ];
    const results: { label: string; runs: Run[] }[] = [];
    for (const page of pages) {
      if (page.signedIn) await signIn(chrome.port);
      // A first visit warms the server (its caches, the release files read once); it is not counted.
      audit(chrome.port, page.url, page.signedIn);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(audit(chrome.port, page.url, page.signedIn));
      results.push({ label: page.label, runs });
    }
    console.log(`\nLighthouse ${RUNS} runs, mobile preset, medians (${site})`);
    table(
      ['page', 'performance', 'LCP', 'TBT', 'CLS', 'bytes', 'JS files', 'CPU index'],
      results.map(({ label, runs }) => [
        label,
        String(median(runs.map((run) => run.score))),
        medianOf(
          runs.map((run) => run.lcpMs),
          (ms) => `${(ms / 1000).toFixed(2)} s`,
        ),
        medianOf(
          runs.map((run) => run.tbtMs),
          (ms) => `${Math.round(ms)} ms`,
        ),
        medianOf(
          runs.map((run) => run.cls),
          (cls) => cls.toFixed(3),
        ),
        medianOf(
          runs.map((run) => run.bytes),
          kib,
        ),
        String(median(runs.map((run) => run.scripts.length))),
        medianOf(
          runs.map((run) => run.benchmarkIndex),
          (index) => String(Math.round(index)),
        ),
      ]),
    );
    console.log(`baseline: React + ReactDOM production, gzip: ${reactBaselineKb().toFixed(1)} KiB`);
    await scriptFiles(results[0]!.runs[0]!);
  } finally {
    chrome.kill();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
