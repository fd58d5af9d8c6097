// What a browser downloads for the first page: text assets compressed (brotli or gzip, made at build and publish time),
// hashed files and published remote builds cached as immutable, index.html and /remotes.json revalidated; the
// favicon, app icons and web app manifest; the page's description in its language.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../../support/environment';
import { chooseLanguage } from '../../support/language';

const BROTLI = { 'accept-encoding': 'br, gzip' };
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

async function get(request: APIRequestContext, url: string, headers: Record<string, string> = BROTLI) {
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return response;
}

test('text assets are served compressed; hashed and published files immutable, entry points revalidated', async ({ request }) => {
  const index = await get(request, '/');
  expect(index.headers()['content-encoding']).toBe('br');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['vary']).toContain('Accept-Encoding');
  const html = await index.text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const js = await get(request, script);
    expect([script, js.headers()['content-encoding'], js.headers()['cache-control']]).toEqual([script, 'br', YEAR_IMMUTABLE]);
    const gzipped = await get(request, script, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    // The decoded bodies are the same script.
    expect((await gzipped.body()).equals(await js.body())).toBe(true);
  }

  const remotesJson = await get(request, '/remotes.json');
  // Each browser's own answer (a canary's share goes by its browser-id cookie): never kept by a shared cache.
  expect(remotesJson.headers()['cache-control']).toBe('private, no-cache');
  // /remotes.json is dynamic: compressed per request's Accept-Encoding, revalidated by its ETag.
  expect(remotesJson.headers()['content-encoding']).toBe('br');
  const etag = remotesJson.headers()['etag']!;
  const unchanged = await request.get('/remotes.json', { headers: { ...BROTLI, 'if-none-match': etag } });
  expect(unchanged.status()).toBe(304);
  const { remotes } = (await remotesJson.json()) as { remotes: Record<string, string> };
  // A path on the site's own origin (the address the page was opened at).
  expect(remotes.account).toMatch(/^\/remotes\/account\/[^/]+\/mf-manifest\.json$/);
  const manifestUrl = new URL(remotes.account!, baseURL).href;
  const manifest = await get(request, manifestUrl);
  expect([manifest.headers()['content-encoding'], manifest.headers()['cache-control']]).toEqual(['br', 'no-cache']);
  const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await get(request, new URL(metaData.remoteEntry.name, manifestUrl).href);
  expect([entry.headers()['content-encoding'], entry.headers()['cache-control']]).toEqual(['br', 'no-cache']);
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = exposes[0]!.assets.js.sync[0]!;
  const published = await get(request, new URL(chunk, manifestUrl).href);
  expect([published.headers()['content-encoding'], published.headers()['cache-control']]).toEqual(['br', YEAR_IMMUTABLE]);
});

test('the site has a favicon, app icons and an installable web app manifest', async ({ request }) => {
  const favicon = await get(request, '/favicon.ico');
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  const html = await (await get(request, '/')).text();
  const manifestPath = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(manifestPath).toBe('/manifest.webmanifest');
  const manifest = (await (await get(request, manifestPath!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'MealPlan', start_url: '/', display: 'standalone', theme_color: '#1f6b45' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // Raster icons only: Chromium draws an SVG icon (the page's or the manifest's) as a document on the page's main thread.
  for (const icon of manifest.icons) {
    const file = await get(request, icon.src);
    expect([icon.src, file.headers()['content-type']]).toEqual([icon.src, expect.stringMatching(/^image\/(png|x-icon|vnd\.microsoft\.icon)/)]);
  }
  expect(html).not.toContain('image/svg+xml');
  expect(html).toMatch(/<meta name="theme-color" content="#1f6b45" ?\/>/);
});

test('the public pages carry a description in the page language, and load no missing file', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/sign-in');
  await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /nutritionists/);
  await chooseLanguage(page, 'العربية');
  await expect(description).toHaveAttribute('content', /أخصائيو تغذية/);
  await page.goto('/');
  await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  expect(missing).toEqual([]);
});

test("the current route's remote is preloaded and each of its entry files is downloaded once", async ({ page }) => {
  const downloads: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => downloads.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/sign-in');
  // The prerendered form shows before any script runs, and answers at once (issue 38): its loader prefetches the
  // shell's script and starts it at the first reach or when the browser is idle; the shell hands over once hydrated.
  await expect(page.locator('[data-remote="account"] input[type="email"]')).toBeEnabled();
  const prefetched = await page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(prefetched).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/)]);
  await expect(page.locator('#root')).not.toHaveAttribute('data-keeps-input');
  const preloads = await page
    .locator('head link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('as'), new URL((link as HTMLLinkElement).href).pathname]));
  // The shell preloads the account's remote entry and, from its manifest (fetched early), the files of its exposed
  // modules and of the sign-in page.
  const [entry, ...exposed] = preloads;
  expect(downloads).toContain(prefetched[0]);
  expect(entry).toEqual(['script', expect.stringMatching(/^\/remotes\/account\/[^/]+\/remoteEntry\.js$/)]);
  expect(exposed).toContainEqual(['script', expect.stringMatching(/^\/remotes\/account\/[^/]+\/__federation_expose_Routes\.[0-9a-f]+\.js$/)]);
  expect(exposed).toContainEqual(['script', expect.stringMatching(/^\/remotes\/account\/[^/]+\/page-signIn\.[0-9a-f]+\.js$/)]);
  for (const [as, path] of exposed) expect([as, path]).toEqual(['script', expect.stringMatching(/^\/remotes\/account\/[^/]+\/[\w.-]+\.js$/)]);
  // The manifest is asked for once: the federation runtime takes the early answer.
  const manifest = entry![1]!.replace(/remoteEntry\.js$/, 'mf-manifest.json');
  for (const file of ['/remotes.json', manifest, ...preloads.map(([, path]) => path!)])
    expect([file, downloads.filter((path) => path === file).length]).toEqual([file, 1]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("a page without a prerendered copy preloads the shell's start-up chunks and its area's files, each one used", async ({ page }) => {
  const warnings: string[] = [];
  const downloads: string[] = [];
  page.on('request', (request) => downloads.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // /contact is the shell's index.html: the page waits for the shell's scripts, which download beside main.js.
  const response = await page.goto('/contact');
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(page.locator('[data-remote="account"]').first()).toBeVisible();
  // The server names the area's files in a Link header (server/src/http/area-preloads.ts): /remotes.json, the account
  // area's manifest, entry and contact page. Each is downloaded once: the start-up takes the preloaded answers.
  const linked = (response?.headers().link ?? '').split(', ').map((link) => new URL(link.slice(1, link.indexOf('>')), page.url()).href);
  expect(linked.map((url) => new URL(url).pathname)).toEqual(
    expect.arrayContaining([
      '/remotes.json',
      expect.stringMatching(/^\/remotes\/account\/[^/]+\/mf-manifest\.json$/),
      expect.stringMatching(/^\/remotes\/account\/[^/]+\/remoteEntry\.js$/),
      expect.stringMatching(/^\/remotes\/account\/[^/]+\/page-contact\.[0-9a-f]+\.js$/),
    ]),
  );
  for (const url of linked) expect([url, downloads.filter((download) => download === url).length]).toEqual([url, 1]);
  const startup = await page
    .locator('head link[rel="preload"][data-startup]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('as'), new URL((link as HTMLLinkElement).href).pathname]));
  expect(startup.length).toBeGreaterThan(5);
  // Each is a chunk the start-up then ran (webpack's list of the chunks it has loaded): none is preloaded for nothing.
  const ran = await page.evaluate(() =>
    ((globalThis as unknown as { webpackChunkmfe_shell?: [(string | number)[]][] }).webpackChunkmfe_shell ?? []).flatMap(([ids]) => ids.map(String)),
  );
  for (const [as, path] of startup) expect([as, path, ran]).toEqual(['script', path, expect.arrayContaining([path!.split(/[/.]/)[1]])]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("the first page, in English and in Arabic, never has the browser list its Intl locales (the site's own tags are known)", async ({ page }) => {
  // Each supportedLocalesOf call that reaches the browser is counted (shell/src/siteLocales.ts answers the site's tags).
  await page.addInitScript(() => {
    const asked: unknown[] = [];
    Object.assign(window, { askedIntlLocales: asked });
    for (const format of [Intl.NumberFormat, Intl.DateTimeFormat] as { supportedLocalesOf(locales?: string | string[]): string[] }[]) {
      const browser = format.supportedLocalesOf.bind(format);
      format.supportedLocalesOf = (locales) => {
        asked.push(locales);
        return browser(locales);
      };
    }
  });
  const asked = () => page.evaluate(() => (window as unknown as { askedIntlLocales: unknown[] }).askedIntlLocales);
  await page.goto('/');
  // The plans show their prices: formatted numbers and texts, on the hydrated page.
  await expect(page.locator('.landing__plans li').first()).toBeVisible();
  expect(await asked()).toEqual([]);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('.landing__plans li').first()).toBeVisible();
  expect(await asked()).toEqual([]);
});
