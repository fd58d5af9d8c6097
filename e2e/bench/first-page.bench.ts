// npm run bench:first-page --workspace e2e: the JavaScript a guest's first page (/) downloads, file by file, as the
// server sends it to a browser that accepts brotli (transferred bytes), beside the gzip size of React + ReactDOM.
// Against the built site on a fresh server (npm run build first), or BENCH_URL=http://host:port for a running one.
import { chromium } from 'playwright-core';
import { reactBaselineKb, startBenchServer, waitForServer } from './baseline';
import { baseURL, chromiumArgs, chromiumPath } from '../support/environment';

const site = process.env.BENCH_URL ?? baseURL;
const pagePath = process.env.BENCH_PATH ?? '/';

async function main(): Promise<void> {
  const server = process.env.BENCH_URL ? undefined : startBenchServer({ LOG_LEVEL: 'warn' });
  try {
    await waitForServer(`${site}/remotes.json`, 120_000);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    const requests: import('playwright-core').Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    await page.goto(new URL(pagePath, site).href, { waitUntil: 'networkidle' });
    await page.locator('[data-remote]').first().waitFor();
    const rows = await Promise.all(
      requests.map(async (request) => {
        const sizes = await request.sizes();
        const response = await request.response();
        return {
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      }),
    );
    await browser.close();
    const width = Math.max(...rows.map((row) => row.path.length));
    for (const row of rows) console.log(`${row.path.padEnd(width)} | ${(row.bytes / 1024).toFixed(1).padStart(7)} KiB ${row.encoding}`);
    const total = rows.reduce((sum, row) => sum + row.bytes, 0) / 1024;
    const baseline = reactBaselineKb();
    console.log(
      `\n${pagePath}: ${rows.length} files, ${total.toFixed(1)} KiB transferred; React + ReactDOM gzip ${baseline.toFixed(1)} KiB; ratio ${(total / baseline).toFixed(2)}x`,
    );
  } finally {
    server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
