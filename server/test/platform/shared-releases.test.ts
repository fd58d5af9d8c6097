// Several server processes on one PostgreSQL database serve the same remote releases: a version published through one
// process (or by `npm run publish-remote` from another machine) is listed and served by every other one at once.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../../src/app';
import { openDatabase, type Db } from '../../src/db';
import { publishRelease } from '../../src/deploy/publish';
import { withDatabase } from '../support/templates';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('remote releases shared through PostgreSQL', () => {
  const name = `rel_${randomBytes(6).toString('hex')}`;
  // Computed only when the suite runs: a skipped describe's body still runs (to collect its tests).
  const databaseUrl = url ? withDatabase(url, name) : '';
  let admin: Db;
  let scratch: string;
  let first: RunningServer;
  let second: RunningServer;

  /** A fake build of the checkout remote whose chunk says `label`. */
  function build(label: string): string {
    const dir = path.join(scratch, `checkout-${label}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'checkout', label }));
    writeFileSync(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/checkout/*', access: 'signedIn' }]));
    writeFileSync(path.join(dir, '123.js'), `console.log(${JSON.stringify(label)})`);
    return dir;
  }

  // Each server has its own pool and its own (empty) releases folder: only the database is shared.
  const start = () =>
    startServer({
      port: 0,
      databaseUrl,
      releaseStore: 'database',
      releasesDir: mkdtempSync(path.join(scratch, 'releases-')),
      shellDir: path.join(scratch, 'shell'),
      channels: [],
    });

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-shared-releases-'));
    admin = await openDatabase({ url: url ?? '' });
    await admin.exec(`CREATE DATABASE ${name}`);
    first = await start();
    second = await start();
  }, 60_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    await admin.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const remotesJson = async (server: RunningServer) =>
    (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
  const text = async (server: RunningServer, urlPath: string) => {
    const res = await fetch(`${server.url}${urlPath}`);
    return [res.status, await res.text()] as const;
  };

  it('serves a version published through one process from the other at once, and the next one too', async () => {
    expect((await remotesJson(second)).remotes).toEqual({});
    expect(await text(second, '/remotes/checkout/v1/123.js')).toEqual([404, 'The site is not built yet: run npm run build']);

    await publishRelease(first.releases, { remote: 'checkout', distDir: build('one'), version: 'v1' });
    expect((await remotesJson(second)).remotes).toEqual({ checkout: '/remotes/checkout/v1/mf-manifest.json' });
    expect(await text(second, '/remotes/checkout/v1/123.js')).toEqual([200, 'console.log("one")']);

    await publishRelease(second.releases, { remote: 'checkout', distDir: build('two'), version: 'v2' });
    expect((await remotesJson(first)).remotes.checkout).toBe('/remotes/checkout/v2/mf-manifest.json');
    expect(await text(first, '/remotes/checkout/v2/123.js')).toEqual([200, 'console.log("two")']);
    // The version served before stays available to pages that loaded it.
    expect(await text(first, '/remotes/checkout/v1/123.js')).toEqual([200, 'console.log("one")']);
  });

  it('serves a version `npm run publish-remote` put in the database from another process, with ETag revalidation', async () => {
    const cli = path.resolve(__dirname, '../../src/deploy/publish-cli.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'checkout', build('three'), '--version', 'v3'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, RELEASE_STORE: '' },
    });
    expect(stdout).toContain('Published checkout version v3 to the database');
    for (const server of [first, second]) {
      expect((await remotesJson(server)).remotes.checkout).toBe('/remotes/checkout/v3/mf-manifest.json');
      const res = await fetch(`${server.url}/remotes/checkout/v3/123.js`);
      expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([
        200,
        'text/javascript; charset=utf-8',
        'console.log("three")',
      ]);
      const again = await fetch(`${server.url}/remotes/checkout/v3/123.js`, {
        headers: { 'if-none-match': res.headers.get('etag') ?? '', 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    }
  }, 60_000);

  it('refuses to publish a version twice, through either process', async () => {
    await expect(publishRelease(second.releases, { remote: 'checkout', distDir: build('four'), version: 'v1' })).rejects.toThrow(/already published/);
    expect(await text(first, '/remotes/checkout/v1/123.js')).toEqual([200, 'console.log("one")']);
  });
});
