// npm run bench:lighthouse --workspace e2e (part of npm run bench): Lighthouse's mobile preset (simulated slow 4G) on
// Debian's Chromium at a 4x and at an 8x CPU slowdown, on a bare React page (bare/BarePage.tsx: React + ReactDOM, one
// bundle, gzip) and, in the same run and alternating with it, the guest landing page, /sign-in and, signed in as the
// demo customer with a plan, the page that customer lands on: 5 runs each (BENCH_RUNS), medians, each run's benchmark
// index. Prints score, FCP, LCP, TBT and their differences to the bare page; each page's main-thread time per script
// (Lighthouse's bootup-time) and long tasks per script; then the JavaScript each guest page downloads before it answers
// input, beside the gzip size of React + ReactDOM.
// Against the built site on a fresh server (npm run build first; its shell/dist is copied under the build lock, so a
// build during the bench does not change what is measured), or BENCH_URL=http://host:port to measure a running one.
// BENCH_RUNS=1 for a quick look.
// BENCH_CPU=4 measures one slowdown only. BENCH_PAGES=guest,sign-in,signed-in measures only those of our pages (the bare
// page is always measured beside them).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { reactBaselineKb, startBenchServer, waitForServer } from './baseline';
import { serveBarePage } from './bare/barePage';
import { baseURL, chromiumArgs, chromiumPath, REPO_ROOT } from '../support/environment';
import { DEMO_CUSTOMER_WITH_PLAN } from '../support/session';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The CPU slowdowns measured; BENCH_CPU= (empty) measures only the JavaScript run before input. */
const SLOWDOWNS = (process.env.BENCH_CPU ?? '4,8').split(',').filter(Boolean).map(Number);
const site = process.env.BENCH_URL ?? baseURL;
/** Which of our pages are measured (their keys in main's list); all by default. */
const PAGE_KEYS = new Set((process.env.BENCH_PAGES ?? 'guest,sign-in,signed-in').split(',').filter(Boolean));
/**
 * The lock every build and browser test of this machine takes (a build rewrites shell/dist), held while the site is
 * copied and started; BENCH_BUILD_LOCK= (empty) starts it without (when no build can be running).
 */
const BUILD_LOCK = process.env.BENCH_BUILD_LOCK ?? '/tmp/mealplan-build.lock';

interface ScriptTime {
  url: string;
  total: number | null;
  scripting: number | null;
  parseCompile: number | null;
}

interface Run {
  score: number;
  /** null when Lighthouse could not measure it (the reason is printed by lighthouse-run.mjs). */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: number | null;
  /** Lighthouse's benchmark index of the machine during the run (lighthouse-run.mjs). */
  benchmarkIndex: number | null;
  cpuSlowdown: number;
  bootup: ScriptTime[];
  longTasks: { url: string; startTime: number | null; duration: number | null }[];
  scripts: { url: string; transferSize: number }[];
}

interface Page {
  label: string;
  url: string;
  signedIn: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const measured = (values: (number | null | undefined)[]) => values.filter((value): value is number => typeof value === 'number');

/** The median of the runs that measured it, formatted, or "n/a" when none did. */
const medianOf = (values: (number | null)[], format: (value: number) => string) => {
  const known = measured(values);
  return known.length ? `${format(median(known))}${known.length < values.length ? ` (${known.length} runs)` : ''}` : 'n/a';
};

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const signed = (value: number, format: (value: number) => string) => `${value >= 0 ? '+' : '-'}${format(Math.abs(value))}`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Runs `node args` to its end: its exit code and output. */
function runNode(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * One Lighthouse run on `url` in the Chromium listening on `port` (lighthouse-run.mjs, in plain Node, in a process of
 * its own while this one serves the bare page). A run that fails (on a loaded machine DevTools can miss Lighthouse's
 * time limits) is tried again, twice at most.
 */
async function audit(port: number, page: Page, cpuSlowdown: number): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await runNode([
      path.join(__dirname, 'lighthouse-run.mjs'),
      page.url,
      String(port),
      page.signedIn ? '1' : '0',
      String(cpuSlowdown),
    ]);
    if (result.status === 0) {
      if (result.stderr.trim()) console.warn(result.stderr.trim());
      return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Run;
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${page.url}: ${result.stderr}`);
    const reason = result.stderr.split('\n').find((line) => /Error|error:/.test(line)) ?? result.stderr.trim().split('\n')[0] ?? '';
    console.warn(`Lighthouse run on ${page.url} failed, trying again: ${reason.trim()}`);
  }
}

/**
 * Signs the demo customer in through the account remote's sign-in page, as a customer would; from a signed-out browser
 * (a session left by the last signed-in run is cleared first: /sign-in would not show its form).
 */
async function signIn(port: number): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const devtools = await page.createCDPSession();
  await devtools.send('Storage.clearDataForOrigin', { origin: new URL(site).origin, storageTypes: 'local_storage,cookies' });
  await devtools.detach();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  try {
    page.setDefaultTimeout(60_000);
    await page.goto(`${site}/sign-in`, { waitUntil: 'networkidle0' });
    await page.locator('[data-remote="account"] input[type="email"]').fill(DEMO_CUSTOMER_WITH_PLAN.email);
    await page.locator('[data-remote="account"] input[type="password"]').fill(DEMO_CUSTOMER_WITH_PLAN.password);
    await Promise.all([page.waitForSelector('header.chrome-header'), page.keyboard.press('Enter')]);
  } catch (error) {
    const state = await page
      .evaluate(() => {
        const root = document.getElementById('root');
        const field = (selector: string) => document.querySelector<HTMLInputElement>(selector)?.value.length;
        return JSON.stringify({
          url: location.href,
          root: root ? [...root.attributes].map((attribute) => attribute.name) : null,
          emailLength: field('input[type="email"]'),
          passwordLength: field('input[type="password"]'),
          shown: document.querySelector('.ui-field__error, .ui-modal')?.textContent ?? null,
          worker: Boolean(navigator.serviceWorker?.controller),
        });
      })
      .catch(() => 'unreadable');
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`Signing in failed: ${reason} (the page's errors: ${problems.join('; ') || 'none'}; the page: ${state})`, { cause: error });
  }
  await page.close();
  await browser.disconnect();
}

/** Signs in, trying a second time after a failure (said as a warning, with the page's state: a bench's sign-in is a means). */
async function signInAgainOnce(port: number): Promise<void> {
  try {
    await signIn(port);
  } catch (error) {
    console.warn(`Signing in again after: ${error instanceof Error ? error.message : String(error)}`);
    await signIn(port);
  }
}

/**
 * Whether the demo customer can sign in on the site as built, trying twice as every run does (the first sign-in of a new
 * machine's first Chromium once failed); if not, says why (the signed-in page is then not measured).
 */
async function canSignIn(port: number): Promise<boolean> {
  try {
    await signInAgainOnce(port);
    return true;
  } catch (error) {
    console.warn(`The signed-in page is not measured: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The bytes of `url` as stored (no encoding asked for). */
function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function table(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const row of rows) console.log(line(row));
}

/** A script's address as printed: its path, or "(page)" for the page's own inline work. */
const scriptName = (url: string) => {
  try {
    const { pathname, origin } = new URL(url);
    return origin === new URL(site).origin || pathname.endsWith('.js') ? pathname : url;
  } catch {
    return url;
  }
};

function summary(results: { page: Page; runs: Run[] }[], cpuSlowdown: number): void {
  const bare = results[0]!.runs;
  const bareOf = (pick: (run: Run) => number | null) => median(measured(bare.map(pick)));
  console.log(`\nLighthouse, mobile preset, ${cpuSlowdown}x CPU slowdown: ${RUNS} runs each, alternating, medians (${site})`);
  table(
    ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'JS files', 'Δ score', 'Δ FCP', 'Δ LCP', 'Δ TBT', 'benchmark index (each run)'],
    results.map(({ page, runs }) => {
      const delta = (pick: (run: Run) => number | null, format: (value: number) => string) => {
        const known = measured(runs.map(pick));
        return known.length ? signed(median(known) - bareOf(pick), format) : 'n/a';
      };
      return [
        page.label,
        String(median(runs.map((run) => run.score))),
        medianOf(
          runs.map((run) => run.fcpMs),
          seconds,
        ),
        medianOf(
          runs.map((run) => run.lcpMs),
          seconds,
        ),
        medianOf(
          runs.map((run) => run.tbtMs),
          ms,
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
        signed(median(runs.map((run) => run.score)) - median(bare.map((run) => run.score)), String),
        delta((run) => run.fcpMs, seconds),
        delta((run) => run.lcpMs, seconds),
        delta((run) => run.tbtMs, ms),
        runs.map((run) => (run.benchmarkIndex === null ? '?' : String(Math.round(run.benchmarkIndex)))).join(' '),
      ];
    }),
  );
  console.log(
    `TBT of each run: ${results.map(({ page, runs }) => `${page.label}: ${runs.map((run) => Math.round(run.tbtMs ?? NaN)).join(' ')}`).join('; ')}`,
  );
  for (const { page, runs } of results) {
    console.log(`\n${page.label}, ${cpuSlowdown}x: main-thread time per script (bootup-time, medians over the runs listing it) and long tasks`);
    const names = [...new Set(runs.flatMap((run) => [...run.bootup.map((item) => item.url), ...run.longTasks.map((item) => item.url)]))];
    const rows = names.map((url) => {
      const times = runs.flatMap((run) => run.bootup.filter((item) => item.url === url));
      const tasks = runs.map((run) => run.longTasks.filter((item) => item.url === url));
      const pick = (field: keyof Omit<ScriptTime, 'url'>) =>
        medianOf(
          times.map((item) => item[field]),
          ms,
        );
      return {
        total: median(measured(times.map((item) => item.total)).concat(times.length ? [] : [0])),
        cells: [
          scriptName(url),
          pick('total'),
          pick('scripting'),
          pick('parseCompile'),
          String(median(tasks.map((list) => list.length))),
          ms(median(tasks.map((list) => list.reduce((sum, task) => sum + (task.duration ?? 0), 0)))),
          ms(median(tasks.map((list) => Math.max(0, ...list.map((task) => task.duration ?? 0))))),
        ],
      };
    });
    rows.sort((a, b) => b.total - a.total);
    table(
      ['script', 'total', 'evaluation', 'parse+compile', 'long tasks', 'long tasks time', 'longest'],
      rows.map((row) => row.cells),
    );
  }
}

/**
 * The scripts a page asks for before it answers input (no throttling, a fresh browser context): until its root is not
 * inert (the shell makes a signed-in prerendered page inert until React has it) and either React has the root or the
 * prerendered pages' loader answers for it (data-keeps-input: on a guest's page its links navigate, its fields take
 * typing, and taps and submissions are kept until React has the page; shell/scripts/paint-first.js). Sizes raw and
 * gzip (level 9, as React + ReactDOM's baseline is measured).
 */
async function scriptsBeforeInput(port: number, url: string): Promise<{ files: { path: string; raw: number; gzip: number }[] }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const urls: string[] = [];
  let answering = false;
  page.on('request', (request) => {
    if (!answering && request.resourceType() === 'script') urls.push(request.url());
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // React marks a root it renders or hydrates with a __reactContainer$ property.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const answered = root && (root.hasAttribute('data-keeps-input') || Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
    return Boolean(answered && !root.hasAttribute('inert'));
  });
  answering = true;
  await context.close();
  await browser.disconnect();
  const files = await Promise.all(
    [...new Set(urls)].map(async (scriptUrl) => {
      const body = await download(scriptUrl);
      return { path: scriptName(scriptUrl), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files };
}

/** `bareGzip`: the bare page's bundle, gzip (React + ReactDOM minified, with the page). */
async function beforeInput(port: number, pages: Page[], bareGzip: number): Promise<void> {
  const baseline = reactBaselineKb() * 1024;
  console.log(
    `\nJavaScript asked for before the page answers input (unthrottled); React + ReactDOM's production files, gzip: ${kib(baseline)}; the bare page's minified bundle, gzip: ${kib(bareGzip)}`,
  );
  for (const page of pages.filter((each) => !each.signedIn)) {
    const { files } = await scriptsBeforeInput(port, page.url);
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `\n${page.label}: ${files.length} files, ${kib(raw)} raw, ${kib(gzip)} gzip = ${(gzip / baseline).toFixed(2)} x React + ReactDOM's files, ${(gzip / bareGzip).toFixed(2)} x the bare page's bundle`,
    );
    table(
      ['file', 'raw', 'gzip'],
      files.map((file) => [file.path, kib(file.raw), kib(file.gzip)]),
    );
  }
}

/** Holds the machine's build lock while `work` runs (no build rewrites the dist folders meanwhile). */
async function underBuildLock<T>(work: () => Promise<T>): Promise<T> {
  if (!BUILD_LOCK) return work();
  const holder = spawn('flock', [BUILD_LOCK, 'sh', '-c', 'echo locked; cat > /dev/null'], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once('data', () => resolve());
    holder.once('exit', (code) => reject(new Error(`flock ${BUILD_LOCK} ended (${code})`)));
  });
  try {
    return await work();
  } finally {
    holder.stdin.end();
  }
}

/** The built site on a fresh server, serving a copy of shell/dist; the remotes are published to its releases as it starts. */
async function startSite(): Promise<{ stop(): void }> {
  return underBuildLock(async () => {
    const shellDir = mkdtempSync(path.join(tmpdir(), 'mealplan-bench-shell-'));
    cpSync(path.join(REPO_ROOT, 'shell', 'dist'), shellDir, { recursive: true });
    const server = startBenchServer({ LOG_LEVEL: 'warn', SHELL_DIR: shellDir }, { yieldCpu: true });
    await waitForServer(`${site}/remotes.json`, 120_000);
    return {
      stop() {
        server.stop();
        rmSync(shellDir, { recursive: true, force: true });
      },
    };
  });
}

async function main(): Promise<void> {
  const server = process.env.BENCH_URL ? undefined : await startSite();
  const bare = await serveBarePage();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    await waitForServer(`${site}/remotes.json`, 120_000);
    const ours: (Page & { key: string })[] = [
      { key: 'guest', label: 'guest landing page /', url: `${site}/`, signedIn: false },
      { key: 'sign-in', label: '/sign-in', url: `${site}/sign-in`, signedIn: false },
      { key: 'signed-in', label: 'signed in (demo customer) /', url: `${site}/`, signedIn: true },
    ];
    const pages: Page[] = [{ label: 'bare React page', url: bare.url, signedIn: false }, ...ours.filter((page) => PAGE_KEYS.has(page.key))];
    console.log(`bare React page: ${bare.url}, one bundle of ${kib(bare.bytes.raw)}, ${kib(bare.bytes.gzip)} gzip`);
    if (SLOWDOWNS.length && pages.some((page) => page.signedIn) && !(await canSignIn(chrome.port))) pages.pop();
    for (const cpuSlowdown of SLOWDOWNS) {
      const results = pages.map((page) => ({ page, runs: [] as Run[] }));
      // A first visit warms the server (its caches, the release files read once) and the browser; it is not counted.
      for (const page of pages) {
        if (page.signedIn) await signInAgainOnce(chrome.port);
        await audit(chrome.port, page, cpuSlowdown);
      }
      for (let run = 0; run < RUNS; run += 1) {
        for (const result of results) {
          // A guest page's run clears the site's storage, the session token with it.
          if (result.page.signedIn) await signInAgainOnce(chrome.port);
          result.runs.push(await audit(chrome.port, result.page, cpuSlowdown));
        }
      }
      summary(results, cpuSlowdown);
    }
    await beforeInput(chrome.port, pages, bare.bytes.gzip);
  } finally {
    chrome.kill();
    bare.stop();
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
