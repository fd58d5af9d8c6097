// What a process start publishes (RELEASES_AT_START): in production (`missing`) only remotes with no release, so a
// team's release stays; in development (`built`, the default of `npm start`) also an area whose local build changed,
// so a rebuilt area is what the page loads. Both on the folder store, with fake builds of the checkout remote.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { publishRelease } from '../../src/deploy/publish';
import { publishMissingRemotes } from '../../src/deploy/publishAll';
import { folderReleaseStore, type ReleaseStore } from '../../src/deploy/store';

let scratch: string;
let store: ReleaseStore;

function build(label: string, routes = [{ path: '/checkout/*', access: 'signedIn' }]): string {
  const dir = path.join(scratch, `checkout-${label}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'checkout', label }));
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(dir, '1.js'), `console.log(${JSON.stringify(label)})`);
  return dir;
}

const onlyCheckout = (dir: string) => (remote: string) => (remote === 'checkout' ? dir : path.join(scratch, 'not-built'));
const served = async () => (await store.current()).remotes.checkout?.version;

beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'releases-at-start-'));
  store = folderReleaseStore(path.join(scratch, 'releases'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('a process start', () => {
  it('publishes a remote with no release in either mode', async () => {
    for (const mode of ['missing', 'built'] as const) {
      store = folderReleaseStore(path.join(scratch, `releases-${mode}`));
      const result = await publishMissingRemotes(store, onlyCheckout(build('first')), mode);
      expect(result.published).toEqual(['checkout']);
      expect(await served()).toBeDefined();
    }
  });

  it('keeps a team release in production mode, whatever build the process carries', async () => {
    await publishRelease(store, { remote: 'checkout', distDir: build('team'), version: 'team-1' });
    const result = await publishMissingRemotes(store, onlyCheckout(build('carried')), 'missing');
    expect(result).toMatchObject({ published: [], kept: ['checkout'] });
    expect(await served()).toBe('team-1');
  });

  it('in development mode replaces the served version with a changed local build, and keeps an unchanged one', async () => {
    await publishRelease(store, { remote: 'checkout', distDir: build('old'), version: 'old-1' });
    const rebuilt = build('rebuilt');
    expect((await publishMissingRemotes(store, onlyCheckout(rebuilt), 'built')).published).toEqual(['checkout']);
    const published = await served();
    expect(published).not.toBe('old-1');
    // The same build again publishes nothing.
    expect(await publishMissingRemotes(store, onlyCheckout(rebuilt), 'built')).toMatchObject({ published: [], kept: ['checkout'] });
    expect(await served()).toBe(published);
  });

  it('is `missing` by default in production and `built` otherwise (RELEASES_AT_START overrides; other values are refused)', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', PUBLIC_ORIGIN: 'https://meal.example' }).releasesAtStart).toBe(
      'missing',
    );
    expect(loadConfig({}).releasesAtStart).toBe('built');
    expect(loadConfig({ RELEASES_AT_START: 'missing' }).releasesAtStart).toBe('missing');
    expect(() => loadConfig({ RELEASES_AT_START: 'always' })).toThrow('RELEASES_AT_START must be missing or built');
  });
});
