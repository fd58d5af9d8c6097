// The shell's index.html names the files of the area it will show in a Link header (issue 23): /remotes.json, and for
// the area the path most likely belongs to (by the signed-in cookie), its manifest, remote entry and the files its
// exposed modules and the route's page load, as /remotes.json and the published manifest list them.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../../src/deploy/publish';
import { startTestServer, type TestServer } from '../support/harness';

const INDEX = '<!doctype html><html lang="en" dir="ltr"><title>MealPlan</title><div id="root"></div></html>';

/** A remote's build as its manifest lists it: an exposed module with a script and a stylesheet, and one page per route. */
function writeRemote(dir: string, routes: { path: string; access: string; page: string }[]): void {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: path.basename(dir),
    exposes: [{ path: './Routes', assets: { js: { sync: ['1.js', 'expose.js'], async: ['9.js'] }, css: { sync: ['expose.css'], async: [] } } }],
    routeScripts: Object.fromEntries(routes.map((route) => [route.path, ['1.js', `page-${route.page}.js`]])),
    routeStyles: Object.fromEntries(routes.map((route) => [route.path, [`page-${route.page}.css`]])),
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var remote;');
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(routes));
}

describe('the preloads of the area a page shows', () => {
  let server: TestServer;
  const linksOf = async (urlPath: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    expect([res.status, await res.text()]).toEqual([200, INDEX]);
    return { links: (res.headers.get('link') ?? '').split(', ').filter(Boolean), vary: res.headers.get('vary') };
  };
  /** A file beside an area's manifest, as /remotes.json lists the manifest: a path on the page's own origin. */
  const remoteFile = async (area: string, file: string) => {
    const remotes = (await (await fetch(`${server.url}/remotes.json`)).json()) as { remotes: Record<string, string> };
    return remotes.remotes[area]!.replace(/mf-manifest\.json$/, file);
  };

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), INDEX);
    const dists = path.join(server.releasesDir, '..', 'dists');
    writeRemote(path.join(dists, 'account'), [
      { path: '/', access: 'signedOut', page: 'home' },
      { path: '/contact', access: 'any', page: 'contact' },
    ]);
    writeRemote(path.join(dists, 'modify'), [
      { path: '/', access: 'signedIn', page: 'dashboard' },
      { path: '/my-menu/:day?', access: 'signedIn', page: 'menu' },
    ]);
    for (const remote of ['account', 'modify'])
      publishRemote({ remote, distDir: path.join(dists, remote), releasesDir: server.releasesDir, version: 'v1' });
  });
  afterAll(() => server.close());

  it("names a signed-in customer's dashboard files: /remotes.json, the manifest, the entry, the exposed and page files", async () => {
    const { links, vary } = await linksOf('/', { cookie: 'locale=en; signed_in=1' });
    const file = async (name: string) => remoteFile('modify', name);
    expect(links).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      `<${await file('mf-manifest.json')}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${await file('remoteEntry.js')}>; rel=preload; as=script; fetchpriority=low`,
      `<${await file('1.js')}>; rel=preload; as=script; fetchpriority=low`,
      `<${await file('expose.js')}>; rel=preload; as=script; fetchpriority=low`,
      `<${await file('page-dashboard.js')}>; rel=preload; as=script; fetchpriority=low`,
      `<${await file('expose.css')}>; rel=preload; as=style; fetchpriority=low`,
      `<${await file('page-dashboard.css')}>; rel=preload; as=style; fetchpriority=low`,
    ]);
    // The preloads depend on the cookie: a cache keeps one answer per cookie.
    expect(vary).toMatch(/Cookie/);
    // Paths, which the browser takes on the address the page was opened at (localhost, 127.0.0.1, a LAN name).
    expect(await file('1.js')).toBe('/remotes/modify/v1/1.js');
  });

  it("follows the route the shell will show: a guest's landing, a parameter route, a route open to both", async () => {
    const pages = async (urlPath: string, headers: Record<string, string> = {}) =>
      (await linksOf(urlPath, headers)).links.filter((link) => /page-/.test(link)).map((link) => link.replace(/^<.*\/(page-[\w-]+\.\w+)>.*$/, '$1'));
    expect(await pages('/')).toEqual(['page-home.js', 'page-home.css']);
    expect(await pages('/', { cookie: 'signed_in=0' })).toEqual(['page-home.js', 'page-home.css']);
    expect(await pages('/my-menu/2026-12-01', { cookie: 'signed_in=1' })).toEqual(['page-menu.js', 'page-menu.css']);
    expect(await pages('/contact', { cookie: 'signed_in=1' })).toEqual(['page-contact.js', 'page-contact.css']);
  });

  it('names only /remotes.json for a path no area publishes', async () => {
    for (const urlPath of ['/no-such-page', '/my-menu/2026-12-01/more', '/contact%20us']) {
      expect((await linksOf(urlPath, { cookie: 'signed_in=1' })).links).toEqual(['</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous']);
    }
  });
});

describe('the preloads of an area served from the releases CDN (RELEASES_ORIGIN)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [], releasesOrigin: 'https://cdn.mealplan.example' });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), INDEX);
    const dist = path.join(server.releasesDir, '..', 'dists', 'account');
    writeRemote(dist, [{ path: '/', access: 'signedOut', page: 'home' }]);
    publishRemote({ remote: 'account', distDir: dist, releasesDir: server.releasesDir, version: 'a2' });
  });
  afterAll(() => server.close());

  it("names the area's files at the CDN's origin, /remotes.json on the site's own", async () => {
    const res = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    const links = (res.headers.get('link') ?? '').split(', ');
    expect(links.slice(0, 3)).toEqual([
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://cdn.mealplan.example/remotes/account/a2/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '<https://cdn.mealplan.example/remotes/account/a2/remoteEntry.js>; rel=preload; as=script; fetchpriority=low',
    ]);
    expect(links).toContain('<https://cdn.mealplan.example/remotes/account/a2/page-home.js>; rel=preload; as=script; fetchpriority=low');
  });
});
