// Issue 40: a release stays released. Two server processes share one release store (a PostgreSQL database; a releases
// folder): a remote published alone stays served when a process restarts carrying another build, and the release
// commands (publish-remote --share, promote-remote, rollback-remote, releases) act on both processes at once. A canary
// goes to a stable 10 % of browsers, chosen by the browser-id cookie: each browser gets one version from either process.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/app';
import { openDatabase, type Db } from '../../src/db';
import { publishRelease } from '../../src/deploy/publish';
import { releasesAtStart } from '../../src/deploy/publishAll';
import { DEVICE_COOKIE } from '../../src/http/browser-id';
import { ensureCompiledServer, SERVER_ROOT } from '../support/compiled';
import { copyPgliteTemplate, postgresTemplate, withDatabase } from '../support/templates';

jest.setTimeout(120_000);

/** The release commands as `npm run <command>:prod` runs them: compiled, no TypeScript loader to start in each process. */
const DEPLOY = path.join(SERVER_ROOT, 'dist/deploy');
const BROWSERS = 1000;

beforeAll(ensureCompiledServer, 120_000);

interface SharedStore {
  /** What each server process is started with beside its port and start-up (the store they share). */
  options(scratch: string): Promise<Omit<StartServerOptions, 'port'>>;
  /** The environment the release commands run with to reach the same store. */
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

function releasesAcrossProcesses(name: string, shared: () => SharedStore, runs = true) {
  (runs ? describe : describe.skip)(`two server processes on ${name}`, () => {
    let scratch: string;
    let store: SharedStore;
    let first: RunningServer;
    let second: RunningServer;
    /** The checkout build each process carries (and publishes at its start when checkout has no release). */
    let carried: string;

    /** A fake build of the checkout remote whose chunk says `label`, with its build id. */
    function build(label: string): string {
      const dir = path.join(scratch, `checkout-${label}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'checkout', label }));
      writeFileSync(path.join(dir, 'routes.json'), JSON.stringify([{ path: '/checkout/*', access: 'signedIn' }]));
      writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ buildId: `build-${label}` }));
      writeFileSync(path.join(dir, '123.js'), `console.log(${JSON.stringify(label)})`);
      return dir;
    }

    /** A server process as main.ts starts one: it publishes only the remotes the store has no release of. */
    const start = async () =>
      startServer({
        ...(await store.options(scratch)),
        port: 0,
        channels: [],
        prepareReleases: releasesAtStart((remote) => (remote === 'checkout' ? carried : path.join(scratch, 'not-built'))),
      });

    /** Runs a release command as an operator would, in its own process. */
    const command = async (file: string, args: string[]) =>
      (await promisify(execFile)(process.execPath, [path.join(DEPLOY, file), ...args], { env: { ...process.env, ...store.env } })).stdout;

    /** The checkout version a browser gets from a process (from the /remotes.json it is answered). */
    const versionFor = async (server: RunningServer, deviceId: string) => {
      const res = await fetch(`${server.url}/remotes.json`, { headers: { cookie: `${DEVICE_COOKIE}=${deviceId}` } });
      const body = (await res.json()) as { remotes: Record<string, string> };
      return /^\/remotes\/checkout\/([^/]+)\/mf-manifest\.json$/.exec(body.remotes.checkout ?? '')?.[1];
    };
    // Browser ids as the cookie holds them (22 base64url characters), the same on every run: the share is measured, not drawn.
    const browsers = Array.from({ length: BROWSERS }, (_, at) => createHash('sha256').update(`browser ${at}`).digest('base64url').slice(0, 22));
    /** How many browsers of `ids` each version goes to, asked of each process in turn; a browser answered two versions counts under both. */
    async function versionsOf(ids: readonly string[]): Promise<{ counts: Record<string, number>; split: number }> {
      const counts: Record<string, number> = {};
      let split = 0;
      for (let at = 0; at < ids.length; at += 20) {
        const answers = await Promise.all(ids.slice(at, at + 20).map((id) => Promise.all([versionFor(first, id), versionFor(second, id)])));
        for (const [fromFirst, fromSecond] of answers) {
          counts[fromFirst ?? 'none'] = (counts[fromFirst ?? 'none'] ?? 0) + 1;
          if (fromFirst !== fromSecond) split += 1;
        }
      }
      return { counts, split };
    }

    beforeAll(async () => {
      scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-releases-across-'));
      store = shared();
      carried = build('a');
      [first, second] = await Promise.all([start(), start()]);
    }, 120_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await store?.dispose();
      rmSync(scratch, { recursive: true, force: true });
    });

    it('two processes starting together on a new site publish the build they carry once', async () => {
      expect((await first.releases.history('checkout')).versions.map((release) => release.build)).toEqual(['build-a']);
      const version = (await first.releases.current()).remotes.checkout?.version;
      expect([await versionFor(first, browsers[0]!), await versionFor(second, browsers[0]!)]).toEqual([version, version]);
    });

    it('a remote published alone stays served when a process restarts carrying another build', async () => {
      expect(await command('publish-cli.js', ['checkout', build('b'), '--version', 'b1'])).toContain('Published checkout version b1');
      carried = build('c');
      await first.close();
      first = await start();
      expect(await versionsOf(browsers.slice(0, 20))).toEqual({ counts: { b1: 20 }, split: 0 });
      expect((await first.releases.history('checkout')).versions.map((release) => release.version)).toEqual(['b1', expect.any(String)]);
    });

    it('publish-remote --share 10 serves the new version to a stable 10 % of browsers, each from both processes alike', async () => {
      expect(await command('publish-cli.js', ['checkout', build('d'), '--version', 'd1', '--share', '10'])).toContain('to 10 % of browsers');
      const { counts, split } = await versionsOf(browsers);
      expect(split).toBe(0);
      expect(counts.d1).toBeGreaterThanOrEqual(70);
      expect(counts.d1).toBeLessThanOrEqual(130);
      expect(counts.d1! + counts.b1!).toBe(BROWSERS);
      // The same browsers, asked again (and a process restarted meanwhile): the same versions.
      await second.close();
      second = await start();
      expect(await versionsOf(browsers)).toEqual({ counts, split: 0 });
      expect((await command('release-cli.js', ['releases', 'checkout'])).split('\n').slice(1, 3)).toEqual([
        expect.stringMatching(/^d1 +\S+ +build-d +canary +10 %$/),
        expect.stringMatching(/^b1 +\S+ +build-b +served +90 %$/),
      ]);
    });

    it('a browser is given an HttpOnly browser-id cookie and keeps its version on every process', async () => {
      const res = await fetch(`${second.url}/remotes.json`);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}; Max-Age=63072000; Path=/; HttpOnly; SameSite=Lax$`));
      expect([res.headers.get('cache-control'), res.headers.get('vary')]).toEqual(['private, no-cache', 'Accept-Encoding, Cookie']);
      const id = cookie.split(';')[0]!.split('=')[1]!;
      const firstAnswer = /\/remotes\/checkout\/([^/]+)\//.exec(((await res.json()) as { remotes: Record<string, string> }).remotes.checkout!)?.[1];
      const again = await Promise.all([first, second, first, second].map((server) => versionFor(server, id)));
      expect(again).toEqual([firstAnswer, firstAnswer, firstAnswer, firstAnswer]);
      const withCookie = await fetch(`${first.url}/remotes.json`, { headers: { cookie: `${DEVICE_COOKIE}=${id}` } });
      expect(withCookie.headers.get('set-cookie')).toBeNull();
    });

    it('promote-remote serves the canary to every browser on both processes', async () => {
      expect(await command('release-cli.js', ['promote-remote', 'checkout'])).toContain('checkout serves d1 to every browser');
      expect(await versionsOf(browsers.slice(0, 50))).toEqual({ counts: { d1: 50 }, split: 0 });
    });

    it('rollback-remote ends a canary, then goes back a version or to the one named, and a restart keeps it', async () => {
      await publishRelease(first.releases, { remote: 'checkout', distDir: build('e'), version: 'e1', share: 10 });
      const during = await versionsOf(browsers);
      expect([during.split, during.counts.e1! + during.counts.d1!]).toEqual([0, BROWSERS]);
      expect(await command('release-cli.js', ['rollback-remote', 'checkout'])).toContain('checkout serves d1 to every browser');
      expect(await versionsOf(browsers)).toEqual({ counts: { d1: BROWSERS }, split: 0 });
      expect(await command('release-cli.js', ['rollback-remote', 'checkout'])).toContain('checkout serves b1 to every browser');
      await first.close();
      first = await start();
      expect(await versionsOf(browsers.slice(0, 50))).toEqual({ counts: { b1: 50 }, split: 0 });
      await second.releases.rollback('checkout', 'e1');
      expect(await versionsOf(browsers.slice(0, 50))).toEqual({ counts: { e1: 50 }, split: 0 });
    });
  });
}

const url = process.env.DATABASE_URL;

/** A fresh PostgreSQL database both processes open (each with its own pool), holding the releases. */
function postgresStore(): SharedStore {
  const name = `rel_${randomBytes(6).toString('hex')}`;
  const databaseUrl = withDatabase(url ?? '', name);
  let admin: Db | undefined;
  let created: Promise<void> | undefined;
  return {
    async options(scratch) {
      // A clone of the run's migrated template (the first process then finds nothing to migrate), else a new database.
      const template = postgresTemplate('migrated');
      created ??= (async () => {
        admin = await openDatabase({ url: url ?? '' });
        await admin.exec(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      })();
      await created;
      return {
        databaseUrl,
        releaseStore: 'database',
        releasesDir: mkdtempSync(path.join(scratch, 'unused-')),
        shellDir: path.join(scratch, 'shell'),
      };
    },
    env: { DATABASE_URL: databaseUrl, RELEASE_STORE: '' },
    async dispose() {
      await admin?.exec(`DROP DATABASE IF EXISTS ${name}`);
      await admin?.close();
    },
  };
}

/**
 * One releases folder both processes use, each process (and each restart) with its own embedded database: a copy of
 * the run's migrated template, opened in under a second where migrating a new one takes several.
 */
function folderStore(): SharedStore {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'mealplan-shared-folder-'));
  const dataDirs: string[] = [];
  return {
    options: (scratch) => {
      const dataDir = copyPgliteTemplate('migrated');
      if (dataDir) dataDirs.push(dataDir);
      return Promise.resolve({ releaseStore: 'folder', releasesDir, shellDir: path.join(scratch, 'shell'), ...(dataDir ? { dataDir } : {}) });
    },
    env: { DATABASE_URL: '', RELEASE_STORE: 'folder', RELEASES_DIR: releasesDir },
    dispose: () => Promise.resolve([releasesDir, ...dataDirs].forEach((dir) => rmSync(dir, { recursive: true, force: true }))),
  };
}

releasesAcrossProcesses('one PostgreSQL database', postgresStore, url !== undefined);
releasesAcrossProcesses('one releases folder', folderStore);
