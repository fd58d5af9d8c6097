import { defineConfig } from '@playwright/test';
import { baseURL, chromiumArgs, PREVIEW_ORIGIN, REPO_ROOT, serverEnv, TEST_PASSWORD_HASHING, testBrowserPath } from './support/environment';

/** Specs that publish remote releases (the site's remotes change under them). */
const DEPLOY_SPECS = /platform[\\/](re)?deploy\.spec\.ts$/;
/** Specs that run their own production processes behind nginx on PostgreSQL and Redis (e2e/support/fleet.ts). */
const FLEET_SPECS = /fleet[\\/][^\\/]+\.spec\.ts$/;

// Runs against the built site (`npm run build` first): a fresh server on the embedded database.
export default defineConfig({
  // `tests`: what npm test runs (every test asserts behaviour); `screenshots`: pages photographed for review by eye
  // (npm run screenshots), kept out of npm test.
  projects: [
    { name: 'tests', testDir: './tests', testIgnore: [DEPLOY_SPECS, FLEET_SPECS] },
    // Publishing remotes changes the site for every page: these run after the other tests and one at a time.
    { name: 'deploy', testDir: './tests', testMatch: DEPLOY_SPECS, dependencies: ['tests'], workers: 1 },
    // Two more server processes and nginx: after the other tests, so the machine's two cores are not shared three ways.
    { name: 'fleet', testDir: './tests', testMatch: FLEET_SPECS, dependencies: ['tests'], workers: 1 },
    { name: 'screenshots', testDir: './review' },
  ],
  outputDir: './test-results',
  workers: 2,
  // Tests, not files, are shared out to the workers: each test makes its own customers, or uses a seeded demo
  // customer without depending on what another test does to it, so two tests of one file may run side by side. The
  // deploy specs stay serial (their own describe.configure).
  fullyParallel: true,
  // One retry on this 2-core machine; a retried pass is reported as "flaky" in the list, never hidden, and is a bug to find.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    // The site registers a service worker (issue 23). A test that routes requests with page.route would miss those the
    // worker answers (Playwright's documented limit), and the worker's own downloads would add to what a test counts:
    // contexts have none, except in the specs about it (tests/platform/offline.spec.ts opts in).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: testBrowserPath,
      args: chromiumArgs,
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx server/src/main.ts',
    cwd: REPO_ROOT,
    url: `${baseURL}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: serverEnv({
      PREVIEW_ORIGINS: `${PREVIEW_ORIGIN},${baseURL}`,
      // Warnings and errors only: a line per request and per call (the server's info level) would bury the test report.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...TEST_PASSWORD_HASHING,
    }),
  },
});
