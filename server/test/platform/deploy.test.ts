import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../../src/config';
import { publishRemote } from '../../src/deploy/publish';
import { publishChangedRemotes } from '../../src/deploy/publishAll';
import { databaseReleaseStore } from '../../src/deploy/database-store';
import { readReleases, type ReleasesManifest } from '../../src/deploy/releases';
import { folderReleaseStore, type ReleaseStore } from '../../src/deploy/store';
import { createTestDatabase } from '../support/database';

let scratch: string;
let releasesDir: string;

/** A fake remote build: an mf-manifest.json naming its entry, a hashed chunk and the routes it declares. */
function build(remote: string, label: string, routes: unknown = [{ path: `/${remote}-${label}`, access: 'any' }]): string {
  const dir = path.join(scratch, 'builds', `${remote}-${label}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: remote, label }));
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(dir, `main.${label.padEnd(8, '0')}.js`), `console.log(${JSON.stringify(label)})`);
  return dir;
}

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-deploy-'));
  releasesDir = path.join(scratch, 'releases');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('publishRemote', () => {
  it('copies the build to releases/<remote>/<version> and points the manifest at it', () => {
    const result = publishRemote({ remote: 'checkout', distDir: build('checkout', 'a'), releasesDir, version: 'v1' });
    expect(result.dir).toBe(path.join(releasesDir, 'checkout', 'v1'));
    expect(readFileSync(path.join(result.dir, 'mf-manifest.json'), 'utf8')).toContain('"label":"a"');
    expect(readReleases(releasesDir).remotes.checkout?.version).toBe('v1');
  });

  it('moves only the published remote and keeps the older version on disk', () => {
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'a'), releasesDir, version: 'v1' });
    publishRemote({ remote: 'health', distDir: build('health', 'a'), releasesDir, version: 'h1' });
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'b'), releasesDir, version: 'v2' });
    const { remotes } = readReleases(releasesDir);
    expect(remotes.checkout?.version).toBe('v2');
    expect(remotes.health?.version).toBe('h1');
    expect(existsSync(path.join(releasesDir, 'checkout', 'v1', 'mf-manifest.json'))).toBe(true);
  });

  it('records the routes the build declares with the version it points at', () => {
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'a', [{ path: '/checkout/*', access: 'signedIn' }]), releasesDir, version: 'v1' });
    expect(readReleases(releasesDir).remotes.checkout?.routes).toEqual([{ path: '/checkout/*', access: 'signedIn' }]);
  });

  it("records a route's condition and refuses an unknown one or one on a route that is not signed in", () => {
    const menu = { path: '/menu', access: 'signedIn', when: 'noPlanOrRenewable' };
    publishRemote({ remote: 'planner', distDir: build('planner', 'a', [menu]), releasesDir, version: 'p1' });
    expect(readReleases(releasesDir).remotes.planner?.routes).toEqual([menu]);
    expect(() => publishRemote({ remote: 'planner', distDir: build('planner', 'b', [{ ...menu, when: 'isAdmin' }]), releasesDir })).toThrow(
      /Invalid routes file at 0.when/,
    );
    expect(() => publishRemote({ remote: 'planner', distDir: build('planner', 'c', [{ ...menu, access: 'any' }]), releasesDir })).toThrow(
      '"/menu" has a condition but is not a signed-in route',
    );
    expect(readReleases(releasesDir).remotes.planner?.version).toBe('p1');
  });

  it('refuses a build without routes, with an invalid routes file, or taking a path another remote owns', () => {
    const noRoutes = build('health', 'a');
    rmSync(path.join(noRoutes, 'routes.json'));
    expect(() => publishRemote({ remote: 'health', distDir: noRoutes, releasesDir })).toThrow(/has no routes.json/);
    expect(() => publishRemote({ remote: 'health', distDir: build('health', 'b', [{ path: 'dashboard', access: 'any' }]), releasesDir })).toThrow(
      /Invalid routes file at 0.path/,
    );
    expect(() => publishRemote({ remote: 'health', distDir: build('health', 'c', [{ path: '/x', access: 'admins' }]), releasesDir })).toThrow(
      /Invalid routes file at 0.access/,
    );
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'a', [{ path: '/renewplan', access: 'signedIn' }]), releasesDir, version: 'v1' });
    expect(() => publishRemote({ remote: 'health', distDir: build('health', 'd', [{ path: '/renewplan', access: 'any' }]), releasesDir })).toThrow(
      'health declares routes another remote owns: /renewplan',
    );
    expect(readReleases(releasesDir).remotes.health).toBeUndefined();
  });

  it('names versions by time when none is given', () => {
    const now = () => new Date('2026-11-21T10:20:30.456Z');
    const result = publishRemote({ remote: 'content', distDir: build('content', 'a'), releasesDir, now });
    expect(result.version).toBe('20261121-102030456Z');
  });

  it('never overwrites a published version', () => {
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'a'), releasesDir, version: 'v1' });
    expect(() => publishRemote({ remote: 'checkout', distDir: build('checkout', 'b'), releasesDir, version: 'v1' })).toThrow(/already published/);
  });

  it('refuses unknown remotes, unsafe versions and folders that are not builds', () => {
    expect(() => publishRemote({ remote: 'billing', distDir: build('billing', 'a'), releasesDir })).toThrow(/Unknown remote/);
    expect(() => publishRemote({ remote: 'checkout', distDir: build('checkout', 'a'), releasesDir, version: '../x' })).toThrow(/Invalid/);
    expect(() => publishRemote({ remote: 'checkout', distDir: scratch, releasesDir })).toThrow(/build the remote first/);
    expect(readReleases(releasesDir).remotes).toEqual({});
  });
});

describe('publish-remote command', () => {
  const cli = path.resolve(__dirname, '../../src/deploy/publish-cli.ts');
  const publishInProcess = (remote: string, version: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, remote, build(remote, version), '--version', version], {
      env: { ...process.env, RELEASES_DIR: releasesDir, RELEASE_STORE: 'folder' },
    });

  it('six publishes of different remotes at the same moment, in six processes, all take effect', async () => {
    await Promise.all(REMOTE_NAMES.map((remote) => publishInProcess(remote, `${remote}1`)));
    const { remotes } = readReleases(releasesDir);
    expect(Object.fromEntries(Object.entries(remotes).map(([remote, release]) => [remote, release.version]))).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `${remote}1`])),
    );
  }, 60_000);
});

/** The two release stores: the folder, and the database (the run's engine, migrated). */
const stores: [string, () => Promise<{ store: ReleaseStore; read: () => Promise<ReleasesManifest>; dispose(): Promise<void> }>][] = [
  [
    'folder',
    () =>
      Promise.resolve({
        store: folderReleaseStore(releasesDir),
        read: () => Promise.resolve(readReleases(releasesDir)),
        dispose: () => Promise.resolve(),
      }),
  ],
  [
    'database',
    async () => {
      const testDb = await createTestDatabase(undefined, { template: 'migrated' });
      const store = databaseReleaseStore(testDb.db);
      return { store, read: () => store.current(), dispose: () => testDb.dispose() };
    },
  ],
];

describe.each(stores)('publishChangedRemotes with the %s store', (_kind, open) => {
  let store: ReleaseStore;
  let read: () => Promise<ReleasesManifest>;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, read, dispose } = await open());
  });
  afterEach(() => dispose());

  it('publishes every built remote on a first start, then only those whose build changed', async () => {
    const labels: Record<string, string> = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, 'a']));
    const distDirOf = (remote: string) => path.join(scratch, 'builds', `${remote}-${labels[remote]}`);
    REMOTE_NAMES.forEach((remote) => build(remote, 'a'));

    expect(await publishChangedRemotes(store, distDirOf)).toEqual({ published: [...REMOTE_NAMES], missing: [] });
    expect((await publishChangedRemotes(store, distDirOf)).published).toEqual([]);

    labels.modify = 'b';
    build('modify', 'b');
    const before = (await read()).remotes;
    expect((await publishChangedRemotes(store, distDirOf)).published).toEqual(['modify']);
    const after = (await read()).remotes;
    expect(after.modify?.version).not.toBe(before.modify?.version);
    expect({ ...after, modify: undefined }).toEqual({ ...before, modify: undefined });
    expect(new TextDecoder().decode(await store.read('modify', after.modify!.version, 'mf-manifest.json'))).toBe('{"id":"modify","label":"b"}');
  });

  it('publishes a build once when several processes start together on it', async () => {
    build('content', 'a');
    const distDirOf = (remote: string) => (remote === 'content' ? path.join(scratch, 'builds', 'content-a') : path.join(scratch, 'none'));
    const results = await Promise.all([1, 2, 3].map(() => publishChangedRemotes(store, distDirOf).catch((error: unknown) => error)));
    expect(results.flatMap((result) => (result as { published: string[] }).published)).toEqual(['content']);
  });

  it('reports remotes that are not built', async () => {
    const result = await publishChangedRemotes(store, (remote) => path.join(scratch, 'missing', remote));
    expect(result).toEqual({ published: [], missing: [...REMOTE_NAMES] });
  });
});

describe('publishChangedRemotes with the folder store', () => {
  it('publishes again a remote whose live pointer predates published routes', async () => {
    build('modify', 'a');
    const distDirOf = (remote: string) => path.join(scratch, 'builds', `${remote}-a`);
    publishRemote({ remote: 'modify', distDir: distDirOf('modify'), releasesDir, version: 'm1' });
    writeFileSync(path.join(releasesDir, 'modify', '.current.json'), JSON.stringify({ version: 'm1', publishedAt: 1 }));
    const published = await publishChangedRemotes(folderReleaseStore(releasesDir), (remote) =>
      remote === 'modify' ? distDirOf(remote) : path.join(scratch, 'none'),
    );
    expect(published.published).toEqual(['modify']);
    expect(readReleases(releasesDir).remotes.modify?.routes).toEqual([{ path: '/modify-a', access: 'any' }]);
  });
});
