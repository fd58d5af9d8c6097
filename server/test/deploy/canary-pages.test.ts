// The page a browser is sent while a canary runs: its preloads name the version that browser gets (its browser-id
// cookie), and a page prerendered from one build is sent only while both versions are that build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { canaryBucket } from '../../src/deploy/canary';
import { publishRemote } from '../../src/deploy/publish';
import { DEVICE_COOKIE, newDeviceId } from '../../src/http/browser-id';
import { startTestServer, type TestServer } from '../support/harness';

const INDEX = '<!doctype html><html lang="en"><title>MealPlan</title><div id="root"></div></html>';
const PRERENDERED = '<!doctype html><html lang="en"><div id="root" data-prerendered="en"></div></html>';

describe('pages while a canary runs', () => {
  let server: TestServer;
  let dist: string;
  const publish = (buildId: string, version: string, share?: number) => {
    writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId }));
    publishRemote({ remote: 'account', distDir: dist, releasesDir: server.releasesDir, version, ...(share ? { share } : {}) });
  };
  const get = (urlPath: string, deviceId?: string) =>
    fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...(deviceId ? { cookie: `${DEVICE_COOKIE}=${deviceId}` } : {}) } });
  const browsers = Array.from({ length: 200 }, () => newDeviceId());

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    mkdirSync(path.join(server.shellDir, 'prerendered', 'en'), { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), INDEX);
    writeFileSync(path.join(server.shellDir, 'prerendered', 'en', 'sign-in.html'), PRERENDERED);
    writeFileSync(
      path.join(server.shellDir, 'prerendered', 'prerendered.json'),
      JSON.stringify({
        guest: { area: 'account', buildId: 'build-1', pages: { '/sign-in': 'sign-in.html' } },
        signedIn: { area: 'modify', buildId: 'modify-1', pages: {} },
      }),
    );
    dist = path.join(server.releasesDir, '..', 'account-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'account' }));
    writeFileSync(
      path.join(dist, 'routes.json'),
      JSON.stringify([
        { path: '/sign-in', access: 'signedOut' },
        { path: '/help', access: 'any' },
      ]),
    );
    publish('build-1', 'v1');
  });
  afterAll(() => server.close());

  it("preloads the version each browser gets: the canary's in its share, the served one outside it and for a browser not known yet", async () => {
    publish('build-2', 'v2', 30);
    const inCanary = browsers.find((id) => canaryBucket(id, 'account', 'v2') < 30)!;
    const outside = browsers.find((id) => canaryBucket(id, 'account', 'v2') >= 30)!;
    const preloadedVersion = async (deviceId?: string) =>
      /\/remotes\/account\/([^/]+)\/mf-manifest\.json/.exec((await get('/help', deviceId)).headers.get('link') ?? '')?.[1];
    expect([await preloadedVersion(inCanary), await preloadedVersion(outside), await preloadedVersion()]).toEqual(['v2', 'v1', 'v1']);
  });

  it('sends a prerendered page only while the served version and the canary are both its build', async () => {
    const isPrerendered = async () => (await (await get('/sign-in', browsers[0])).text()) === PRERENDERED;
    expect(await isPrerendered()).toBe(false);
    publish('build-1', 'v3', 30);
    expect(await isPrerendered()).toBe(true);
  });
});
