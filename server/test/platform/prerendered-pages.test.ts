// The shell's prerendered pages (issue 23), a guest's (the account area's) and a signed-in customer's (the modify area's
// dashboard), told apart by the signed-in cookie: sent for their paths in the request's language (locale cookie, else
// Accept-Language), compressed and revalidated like index.html, and only while the area build they were rendered from
// is the published one; every other page path still gets index.html.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { publishRemote } from '../../src/deploy/publish';
import { startTestServer, type TestServer } from '../support/harness';

const INDEX = '<!doctype html><html lang="en" dir="ltr"><title>MealPlan</title><div id="root"></div></html>';
/** A prerendered page: long enough for its compressed copies to pay. */
const page = (locale: string, name: string) =>
  `<!doctype html><html lang="${locale}"><div id="root" data-prerendered="${locale}">${`<p>${name} ${locale}</p>`.repeat(80)}</div></html>`;
const PAGES = { '/': 'home.html', '/sign-in': 'sign-in.html', '/sign-up': 'sign-up.html' };
const SIGNED_IN_PAGES = { '/': 'dashboard.html', '/dashboard': 'dashboard.html' };
/** The folder of a locale's copies made for a visitor who tapped the cookie notice's Ok. */
const WITHOUT_NOTICE = 'without-cookie-notice';

describe('prerendered pages', () => {
  let server: TestServer;
  let accountDist: string;
  let modifyDist: string;
  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${urlPath}`, { headers: { 'accept-encoding': 'identity', ...headers } });

  /** Publishes an account build with this build id as version `version`. */
  const publishAccount = (buildId: string, version: string) => {
    writeFileSync(path.join(accountDist, 'build.json'), JSON.stringify({ buildId }));
    publishRemote({ remote: 'account', distDir: accountDist, releasesDir: server.releasesDir, version });
  };
  /** Publishes a modify build with this build id as version `version`. */
  const publishModify = (buildId: string, version: string) => {
    writeFileSync(path.join(modifyDist, 'build.json'), JSON.stringify({ buildId }));
    publishRemote({ remote: 'modify', distDir: modifyDist, releasesDir: server.releasesDir, version });
  };
  /** An area's build folder with the files publishing needs. */
  const areaDist = (area: string, routes: object[]) => {
    const dist = path.join(server.releasesDir, '..', `${area}-dist`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: area }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${area};`);
    writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
    return dist;
  };

  beforeAll(async () => {
    server = await startTestServer({ seed: false, channels: [] });
    mkdirSync(server.shellDir, { recursive: true });
    writeFileSync(path.join(server.shellDir, 'index.html'), INDEX);
    for (const locale of ['en', 'ar'])
      for (const variant of ['', WITHOUT_NOTICE]) {
        const folder = path.join(server.shellDir, 'prerendered', locale, variant);
        mkdirSync(folder, { recursive: true });
        for (const file of [...Object.values(PAGES), 'dashboard.html']) {
          const body = page(locale, path.posix.join(variant, file));
          writeFileSync(path.join(folder, file), body);
          writeFileSync(path.join(folder, `${file}.br`), brotliCompressSync(body));
          writeFileSync(path.join(folder, `${file}.gz`), gzipSync(body));
        }
      }
    writeFileSync(
      path.join(server.shellDir, 'prerendered', 'prerendered.json'),
      JSON.stringify({
        guest: { area: 'account', buildId: 'build-1', pages: PAGES },
        signedIn: { area: 'modify', buildId: 'modify-1', pages: SIGNED_IN_PAGES },
      }),
    );
    accountDist = areaDist('account', [
      { path: '/', access: 'signedOut' },
      { path: '/sign-in', access: 'signedOut' },
    ]);
    modifyDist = areaDist('modify', [
      { path: '/', access: 'signedIn' },
      { path: '/dashboard', access: 'signedIn' },
    ]);
    publishAccount('build-1', 'v1');
    publishModify('modify-1', 'v1');
  });
  afterAll(() => server.close());

  it('sends each prerendered path its page, in English without a language preference', async () => {
    for (const [urlPath, file] of Object.entries(PAGES)) {
      const res = await get(urlPath);
      expect([urlPath, res.status, await res.text()]).toEqual([urlPath, 200, page('en', file)]);
    }
  });

  it('picks the language from the locale cookie first, else from Accept-Language', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }, 'ar'],
      [{ 'accept-language': 'fr-FR,ar;q=0.5' }, 'ar'],
      [{ 'accept-language': 'fr-FR,de' }, 'en'],
      [{ cookie: 'showCookieMessage=true; locale=ar', 'accept-language': 'en-GB' }, 'ar'],
      [{ cookie: 'locale=en', 'accept-language': 'ar' }, 'en'],
      [{ cookie: 'locale=xx', 'accept-language': 'ar' }, 'ar'],
    ];
    for (const [headers, locale] of cases) {
      const res = await get('/sign-in', headers);
      expect([headers, await res.text()]).toEqual([headers, page(locale, 'sign-in.html')]);
    }
  });

  it("sends a visitor who tapped the cookie notice's Ok (showCookieMessage=false) the copy made without the notice, a guest and a signed-in customer alike", async () => {
    const cases: [string, string, string][] = [
      ['/', 'showCookieMessage=false', page('en', `${WITHOUT_NOTICE}/home.html`)],
      ['/sign-up', 'locale=ar; showCookieMessage=false', page('ar', `${WITHOUT_NOTICE}/sign-up.html`)],
      ['/dashboard', 'showCookieMessage=false; signed_in=1; profile_locale=ar', page('ar', `${WITHOUT_NOTICE}/dashboard.html`)],
      // Any other value, or none, is a visitor the notice is still shown to.
      ['/sign-in', 'showCookieMessage=true', page('en', 'sign-in.html')],
      ['/', 'showCookieMessage=', page('en', 'home.html')],
      ['/', 'signed_in=1', page('en', 'dashboard.html')],
    ];
    for (const [urlPath, cookie, expected] of cases) {
      const res = await get(urlPath, { cookie, 'accept-encoding': 'br' });
      expect([urlPath, cookie, res.headers.get('content-encoding'), await res.text()]).toEqual([urlPath, cookie, 'br', expected]);
    }
  });

  it('is revalidated like index.html, sent from its brotli or gzip copy, and varies by language and cookie', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/', { 'accept-encoding': accept, 'accept-language': 'ar' });
      expect([accept, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([accept, encoding, 'no-cache']);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
      expect(await res.text()).toBe(page('ar', 'home.html'));
    }
  });

  it('answers HEAD for a prerendered path as for GET, without a body', async () => {
    const res = await fetch(`${server.url}/sign-up`, { method: 'HEAD', headers: { 'accept-language': 'ar' } });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'text/html; charset=utf-8', '']);
  });

  it('sends index.html for the other page paths, a sign-up with a referral code among them', async () => {
    for (const urlPath of ['/sign-up/FRIEND10', '/restore', '/contact', '/sign-in/', '/no-such-page', '/dashboard/']) {
      const res = await get(urlPath, { 'accept-language': 'ar' });
      expect([urlPath, res.status, await res.text()]).toEqual([urlPath, 200, INDEX]);
    }
  });

  it("sends a browser with a session (the signed-in cookie) the signed-in dashboard on its paths and index.html on the guest's, varying by cookie", async () => {
    for (const [urlPath, expected] of [
      ['/', page('ar', 'dashboard.html')],
      ['/dashboard', page('ar', 'dashboard.html')],
      ['/sign-in', INDEX],
      ['/sign-up', INDEX],
    ] as const) {
      const res = await get(urlPath, { cookie: 'locale=ar; signed_in=1', 'accept-language': 'ar' });
      expect([urlPath, res.status, await res.text(), res.headers.get('vary')]).toEqual([
        urlPath,
        200,
        expected,
        'Accept-Encoding, Accept-Language, Cookie',
      ]);
    }
    // A guest on the dashboard's path gets index.html (the shell sends them to sign in).
    expect(await (await get('/dashboard')).text()).toBe(INDEX);
    // Another cookie's value, or the hint removed at sign-out, is a guest's.
    for (const cookie of ['signed_in=', 'not_signed_in=1', 'signed_in=0']) {
      expect([cookie, await (await get('/sign-in', { cookie })).text()]).toEqual([cookie, page('en', 'sign-in.html')]);
    }
  });

  it("sends a signed-in browser the dashboard in the language its customer's profile had (the profile-locale cookie), before the guest's choice and the browser's; a guest's page never follows it", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', { cookie: 'signed_in=1; profile_locale=ar', 'accept-language': 'en-US' }, page('ar', 'dashboard.html')],
      ['/dashboard', { cookie: 'locale=en; signed_in=1; profile_locale=ar', 'accept-language': 'en' }, page('ar', 'dashboard.html')],
      ['/', { cookie: 'locale=ar; signed_in=1; profile_locale=en', 'accept-language': 'ar' }, page('en', 'dashboard.html')],
      // No saved language, or one we have no page in: as for a guest (locale cookie, else Accept-Language).
      ['/', { cookie: 'signed_in=1', 'accept-language': 'ar' }, page('ar', 'dashboard.html')],
      ['/', { cookie: 'signed_in=1; profile_locale=fr; locale=ar', 'accept-language': 'en' }, page('ar', 'dashboard.html')],
      // Without the signed-in cookie the browser is a guest's: a profile-locale cookie left behind does not count.
      ['/', { cookie: 'profile_locale=ar', 'accept-language': 'en' }, page('en', 'home.html')],
      ['/sign-in', { cookie: 'signed_in=0; profile_locale=ar' }, page('en', 'sign-in.html')],
    ];
    for (const [urlPath, headers, expected] of cases) {
      const res = await get(urlPath, headers);
      expect([urlPath, headers, await res.text(), res.headers.get('vary')]).toEqual([
        urlPath,
        headers,
        expected,
        'Accept-Encoding, Accept-Language, Cookie',
      ]);
    }
  });

  it('sends the signed-in dashboard only while the modify build it was rendered from is published', async () => {
    publishModify('modify-2', 'v2');
    expect(await (await get('/', { cookie: 'signed_in=1' })).text()).toBe(INDEX);
    // The guest pages follow the account build alone.
    expect(await (await get('/')).text()).toBe(page('en', 'home.html'));
    publishModify('modify-1', 'v3');
    expect(await (await get('/dashboard', { cookie: 'signed_in=1' })).text()).toBe(page('en', 'dashboard.html'));
  });

  it('sends index.html instead once another account build is published, and the pages again when theirs is back', async () => {
    publishAccount('build-2', 'v2');
    for (const urlPath of Object.keys(PAGES)) expect([urlPath, await (await get(urlPath)).text()]).toEqual([urlPath, INDEX]);
    publishAccount('build-1', 'v3');
    expect(await (await get('/sign-in')).text()).toBe(page('en', 'sign-in.html'));
  });
});
