// The e2e run's server settings. Chosen once in the runner process and handed to workers through the environment.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** An origin that only exists inside the browser (served by page.route) and that the server allows previews from. */
export const PREVIEW_ORIGIN = 'http://preview.mealplan.test';

function freePort(): string {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

function once(name: string, create: () => string): string {
  const existing = process.env[name];
  if (existing) return existing;
  const value = create();
  process.env[name] = value;
  return value;
}

const e2ePort = once('E2E_PORT', freePort);
const e2eDataDir = once('E2E_DATA_DIR', () => mkdtempSync(path.join(tmpdir(), 'mealplan-e2e-data-')));
export const e2eReleasesDir = once('E2E_RELEASES_DIR', () => mkdtempSync(path.join(tmpdir(), 'mealplan-e2e-releases-')));
export const baseURL = `http://127.0.0.1:${e2ePort}`;
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser the Playwright tests drive: Chromium's headless shell (Debian's chromium-headless-shell, the build
 * Playwright itself runs for headless tests: no GPU process, about half the CPU per test of the full browser's
 * headless mode) when it is installed, else CHROMIUM_PATH. The benches keep the full Chromium a customer has.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testBrowserPath = process.env.TEST_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the servers the browser tests start: the cheaper scrypt cost of the server's own tests (server/jest.config.js).
 * Every sign-up, sign-in and call signed in by password hashes once, over a hundred times a run, each up to 1.5 s of a
 * core at the production cost. The production cost is the server suite's to check (server/test/accounts/password.test.ts).
 */
export const TEST_PASSWORD_HASHING = { PASSWORD_SCRYPT_COST: String(2 ** 12) };

/** The server's environment for a run on the embedded database (DATABASE_URL and REDIS_URL unset), with the test-fixture route. */
export const serverEnv = (extra: Record<string, string> = {}) => ({
  PORT: e2ePort,
  DATA_DIR: e2eDataDir,
  RELEASES_DIR: e2eReleasesDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  TEST_FIXTURES: '1',
  // The address the tests open the site at: payment return URLs and mailed links name it (its default is localhost).
  PUBLIC_ORIGIN: baseURL,
  // Every simulated customer of the run comes from 127.0.0.1: the per-address write limits (tested in the server
  // suite) would otherwise refuse the later sign-ups of the run.
  CALL_LIMIT_SCALE: '50',
  ...extra,
});
