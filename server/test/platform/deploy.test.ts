import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../../src/config';
import { publishRelease, publishRemote } from '../../src/deploy/publish';
import { publishMissingRemotes } from '../../src/deploy/publishAll';
import { releasesTable } from '../../src/deploy/release-rules';
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
  writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ buildId: `build-${label}` }));
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

describe.each(stores)('a process start with the %s store', (_kind, open) => {
  let store: ReleaseStore;
  let read: () => Promise<ReleasesManifest>;
  let dispose: () => Promise<void>;
  beforeEach(async () => {
    ({ store, read, dispose } = await open());
  });
  afterEach(() => dispose());

  it('publishes every built remote on a first start, then never replaces a release, whatever build a process carries', async () => {
    const labels: Record<string, string> = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, 'a']));
    const distDirOf = (remote: string) => path.join(scratch, 'builds', `${remote}-${labels[remote]}`);
    REMOTE_NAMES.forEach((remote) => build(remote, 'a'));

    expect(await publishMissingRemotes(store, distDirOf)).toEqual({ published: [...REMOTE_NAMES], kept: [], missing: [] });
    const first = (await read()).remotes;

    labels.modify = 'b';
    build('modify', 'b');
    expect(await publishMissingRemotes(store, distDirOf)).toEqual({ published: [], kept: [...REMOTE_NAMES], missing: [] });
    expect((await read()).remotes).toEqual(first);
    expect(new TextDecoder().decode(await store.read('modify', first.modify!.version, 'mf-manifest.json'))).toBe('{"id":"modify","label":"a"}');
  });

  it('publishes a remote once when several processes start together', async () => {
    build('content', 'a');
    const distDirOf = (remote: string) => (remote === 'content' ? path.join(scratch, 'builds', 'content-a') : path.join(scratch, 'none'));
    const results = await Promise.all([1, 2, 3].map(() => publishMissingRemotes(store, distDirOf)));
    expect(results.flatMap((result) => result.published)).toEqual(['content']);
    expect((await store.history('content')).versions).toHaveLength(1);
  });

  it('reports remotes that are not built', async () => {
    const result = await publishMissingRemotes(store, (remote) => path.join(scratch, 'missing', remote));
    expect(result).toEqual({ published: [], kept: [], missing: [...REMOTE_NAMES] });
  });
});

describe.each(stores)('releasing one remote with the %s store', (_kind, open) => {
  let store: ReleaseStore;
  let dispose: () => Promise<void>;
  let clock: number;
  beforeEach(async () => {
    ({ store, dispose } = await open());
    clock = Date.parse('2026-11-29T10:00:00Z');
  });
  afterEach(() => dispose());

  /** Publishes a fresh build of checkout as `version`, one minute after the previous publish. */
  const publish = (version: string, share?: number) => {
    clock += 60_000;
    const at = new Date(clock);
    return publishRelease(store, { remote: 'checkout', distDir: build('checkout', version), version, now: () => at, ...(share ? { share } : {}) });
  };
  const served = async () => {
    const current = await store.current();
    return { served: current.remotes.checkout?.version, canary: current.canaries?.checkout };
  };

  it('runs a canary beside the served version, promotes it, and lists each version with its share and build', async () => {
    await publish('v1');
    await publish('v2', 10);
    expect(await served()).toEqual({ served: 'v1', canary: expect.objectContaining({ version: 'v2', share: 10, build: 'build-v2' }) });
    expect(releasesTable('checkout', await store.history('checkout')).split('\n')).toEqual([
      'VERSION  PUBLISHED             BUILD     STATE   SHARE',
      'v2       2026-11-29T10:02:00Z  build-v2  canary  10 %',
      'v1       2026-11-29T10:01:00Z  build-v1  served  90 %',
    ]);
    expect(await store.promote('checkout')).toEqual({ served: 'v2' });
    expect(await served()).toEqual({ served: 'v2', canary: undefined });
    await expect(store.promote('checkout')).rejects.toThrow('checkout has no canary to promote');
  });

  it('rolls back: a canary ends, then the version before the served one, or the version named', async () => {
    await publish('v1');
    await publish('v2');
    await publish('v3', 25);
    expect(await store.rollback('checkout')).toEqual({ served: 'v2' });
    expect(await served()).toEqual({ served: 'v2', canary: undefined });
    expect(await store.rollback('checkout')).toEqual({ served: 'v1' });
    await expect(store.rollback('checkout')).rejects.toThrow('checkout has no version published before v1 to roll back to');
    expect(await store.rollback('checkout', 'v3')).toEqual({ served: 'v3' });
    await expect(store.rollback('checkout', 'v9')).rejects.toThrow('checkout has no version v9');
    await expect(store.rollback('checkout', 'v3')).rejects.toThrow('checkout already serves v3');
    expect(await served()).toEqual({ served: 'v3', canary: undefined });
  });

  it('refuses a canary of a remote without a release and a share outside 1-99, changing nothing', async () => {
    await expect(publish('v1', 10)).rejects.toThrow('checkout has no release yet: publish it to everyone first');
    await publish('v1');
    await expect(publish('v2', 100)).rejects.toThrow('--share must be a whole percent from 1 to 99, got 100');
    await expect(store.rollback('health')).rejects.toThrow('health has no release yet');
    expect(await served()).toEqual({ served: 'v1', canary: undefined });
    expect((await store.history('checkout')).versions.map((release) => release.version)).toEqual(['v1']);
  });

  it('prunes versions past the last 10, never the served one or a canary', async () => {
    await publish('v01');
    await publish('v02');
    expect(await store.rollback('checkout')).toEqual({ served: 'v01' });
    for (const version of ['v03', 'v04', 'v05', 'v06', 'v07', 'v08', 'v09', 'v10', 'v11']) await publish(version, 5);
    // v01 served, v11 the canary, v02 the oldest of the ten newest
    expect((await store.history('checkout')).versions.map((release) => release.version)).toEqual([
      'v11',
      'v10',
      'v09',
      'v08',
      'v07',
      'v06',
      'v05',
      'v04',
      'v03',
      'v02',
      'v01',
    ]);
    await publish('v12', 5);
    const kept = (await store.history('checkout')).versions.map((release) => release.version);
    expect(kept).toEqual(['v12', 'v11', 'v10', 'v09', 'v08', 'v07', 'v06', 'v05', 'v04', 'v03', 'v01']);
    expect(await store.read('checkout', 'v02', 'mf-manifest.json')).toBeUndefined();
    expect(await store.read('checkout', 'v01', 'mf-manifest.json')).toBeDefined();
  });
});

describe('the folder store with versions published before version records were kept', () => {
  it('rolls back to such a version with the routes and build its own folder names', async () => {
    publishRemote({
      remote: 'checkout',
      distDir: build('checkout', 'a', [{ path: '/checkout/old', access: 'signedIn' }]),
      releasesDir,
      version: 'v1',
    });
    publishRemote({ remote: 'checkout', distDir: build('checkout', 'b'), releasesDir, version: 'v2' });
    rmSync(path.join(releasesDir, 'checkout', 'v1', '.release.json'));
    const longAgo = new Date('2026-01-01T00:00:00Z');
    utimesSync(path.join(releasesDir, 'checkout', 'v1'), longAgo, longAgo);
    const store = folderReleaseStore(releasesDir);
    expect((await store.history('checkout')).versions.find((release) => release.version === 'v1')).toEqual({
      version: 'v1',
      publishedAt: longAgo.getTime() / 1000,
      routes: [{ path: '/checkout/old', access: 'signedIn' }],
      build: 'build-a',
    });
    await store.rollback('checkout');
    expect(readReleases(releasesDir).remotes.checkout).toEqual(
      expect.objectContaining({ version: 'v1', routes: [{ path: '/checkout/old', access: 'signedIn' }] }),
    );
  });
});
