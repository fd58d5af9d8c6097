/** @jest-environment jsdom */
import { exposedFiles, guessRoute, routeFiles, textFiles } from '@mealplan/shared/federation/earlyFiles';
import { earlyManifestsPlugin } from '../src/federation/earlyManifests';
import { preloadCurrentArea, startEarly, takeEarlyManifest } from '../src/federation/earlyStart';
import { fetchRemotesManifest } from '../src/federation/remotesManifest';
import { routeFor } from '../src/routing/routeTable';
import { publishedRoutes } from './support/publishedRoutes';

const routes = publishedRoutes();

/** A page path for each published route (parameters filled in, splats given two segments), and a few unknown ones. */
const pagePaths = [
  ...new Set([
    ...routes.map((route) => `/${route.path.replace(/:\w+\??/g, 'x1').replace(/\*$/, 'some/page')}`.replace(/\/{2,}/g, '/')),
    '/sign-up',
    '/no-such-page',
    '/blog/a/b/c',
  ]),
];

const remotes = Object.fromEntries([...new Set(routes.map((route) => route.area))].map((area) => [area, `/remotes/${area}/v7/mf-manifest.json`]));

describe('the early guess of the route that shows the path', () => {
  it.each([false, true])('names the route the shell routes to, for every published route (signed in: %s)', (isSignedIn) => {
    for (const pathname of pagePaths) {
      const shellRoute = routeFor(routes, pathname, isSignedIn);
      const guess = guessRoute(routes, pathname, isSignedIn);
      expect([pathname, guess?.area, guess?.path]).toEqual([pathname, shellRoute?.area, shellRoute?.path]);
    }
  });
});

describe('preloading the current area', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  /** A fetch answering every URL with the account remote's manifest, and the URLs it was asked for. */
  function manifestFetch() {
    const asked: string[] = [];
    const manifest = {
      exposes: [
        {
          path: './Routes',
          assets: {
            js: { sync: ['273.js', '__federation_expose_Routes.js'], async: ['9.js', 'texts-ar.1f2e3d4c.js'] },
            css: { sync: ['273.css'], async: [] },
          },
        },
      ],
      routeScripts: { '/sign-in': ['273.js', 'page-signIn.js'], '/sign-up': ['page-signUp.js'] },
      routeStyles: { '/sign-in': ['page-signIn.css'], '/sign-up': [] },
    };
    const response = { ok: true, clone: () => ({ json: () => Promise.resolve(manifest) }) } as unknown as Response;
    const fetcher = ((url: string) => {
      asked.push(url);
      return Promise.resolve(response);
    }) as typeof fetch;
    return { asked, fetcher, response };
  }

  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('as'), link.getAttribute('href')]);

  it("fetches the manifest, preloads the remote entry, its exposed modules' files and the page's, for the session in storage", async () => {
    const { asked, fetcher, response } = manifestFetch();
    const area = preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document, fetcher);
    expect(area).toBe('account');
    expect(asked).toEqual(['http://site.test/remotes/account/v7/mf-manifest.json']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual([
      ['script', 'http://site.test/remotes/account/v7/remoteEntry.js'],
      ['script', 'http://site.test/remotes/account/v7/273.js'],
      ['script', 'http://site.test/remotes/account/v7/__federation_expose_Routes.js'],
      ['script', 'http://site.test/remotes/account/v7/page-signIn.js'],
      ['style', 'http://site.test/remotes/account/v7/273.css'],
      ['style', 'http://site.test/remotes/account/v7/page-signIn.css'],
    ]);
    // The federation runtime takes that answer once (by the URL it was registered with), then asks itself.
    const plugin = earlyManifestsPlugin('http://site.test');
    await expect(plugin.fetch('/remotes/account/v7/mf-manifest.json')).resolves.toBe(response);
    expect(plugin.fetch('/remotes/account/v7/mf-manifest.json')).toBeUndefined();

    // A prerendered page holds the area's stylesheets inline: they are not preloaded.
    document.head.innerHTML = '<style data-href="273.css"></style><style data-href="page-signIn.css"></style>';
    preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document, fetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads().filter(([as]) => as === 'style')).toEqual([]);
    expect(preloads()).toContainEqual(['script', 'http://site.test/remotes/account/v7/page-signIn.js']);

    document.head.innerHTML = '';
    localStorage.setItem('token', 'tok');
    const signedIn = preloadCurrentArea({ remotes, routes }, new URL('http://site.test/') as unknown as Location, localStorage, document, fetcher);
    expect(signedIn).toBe(routeFor(routes, '/', true)?.area);
    expect(signedIn).not.toBe('account');
  });

  it("on a page in Arabic also preloads the area's Arabic texts, one chunk; on an English page none", async () => {
    const { fetcher } = manifestFetch();
    const served = document.documentElement.lang;
    document.documentElement.lang = 'ar';
    try {
      preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document, fetcher);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toContainEqual(['script', 'http://site.test/remotes/account/v7/texts-ar.1f2e3d4c.js']);
      expect(preloads()).not.toContainEqual(['script', 'http://site.test/remotes/account/v7/9.js']);
    } finally {
      document.documentElement.lang = served;
    }
    document.head.innerHTML = '';
    preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document, fetcher);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      preloads()
        .map(([, href]) => href)
        .filter((href) => href?.includes('texts-')),
    ).toEqual([]);
  });

  it('names the texts chunk of a language only, from a well-formed manifest', () => {
    const manifest = { exposes: [{ assets: { js: { async: ['texts-ar.0a1b2c3d.js', 'texts-fr.0a1b2c3d.js', 'my-texts-ar.js', 7] } } }, null] };
    expect(textFiles(manifest, 'ar')).toEqual(['texts-ar.0a1b2c3d.js']);
    expect(textFiles(manifest, 'en')).toEqual([]);
    expect(textFiles({ exposes: 'no' }, 'ar')).toEqual([]);
    expect(textFiles(null, 'ar')).toEqual([]);
  });

  it("lists a route's page scripts and stylesheets only from a well-formed manifest", () => {
    expect(routeFiles({ routeScripts: { '/': ['a.js', 7], '/b': 'no' } }, '/', 'js')).toEqual(['a.js']);
    expect(routeFiles({ routeScripts: { '/': ['a.js'] }, routeStyles: { '/': ['a.css'] } }, '/', 'css')).toEqual(['a.css']);
    expect(routeFiles({ routeScripts: { '/b': 'no' } }, '/b', 'js')).toEqual([]);
    expect(routeFiles({ routeScripts: { '/': ['a.js'] } }, '/c', 'js')).toEqual([]);
    expect(routeFiles({ routeScripts: { '/': ['a.js'] } }, undefined, 'js')).toEqual([]);
    expect(routeFiles({}, '/', 'css')).toEqual([]);
    expect(routeFiles(null, '/', 'js')).toEqual([]);
  });

  it('lists the scripts and stylesheets of exposed modules only from a well-formed manifest', () => {
    expect(exposedFiles({ exposes: [{ assets: { js: { sync: ['a.js', 7] } } }, { assets: {} }, null] }, 'js')).toEqual(['a.js']);
    expect(exposedFiles({ exposes: [{ assets: { js: { sync: ['a.js'] }, css: { sync: ['a.css'] } } }] }, 'css')).toEqual(['a.css']);
    expect(exposedFiles({ exposes: 'no' }, 'js')).toEqual([]);
    expect(exposedFiles(null, 'css')).toEqual([]);
  });

  it('preloads nothing for an area replaced by a preview, or for a manifest it cannot read', () => {
    const { asked, fetcher } = manifestFetch();
    const page = (path: string) => new URL(`http://site.test${path}`) as unknown as Location;
    localStorage.setItem('mealplan.preview', JSON.stringify({ area: 'account', manifestUrl: 'http://preview.test/mf-manifest.json' }));
    expect(preloadCurrentArea({ remotes, routes }, page('/sign-in'), localStorage, document, fetcher)).toBeUndefined();
    expect(preloadCurrentArea({ remotes: 'no' }, page('/'), localStorage, document, fetcher)).toBeUndefined();
    expect(preloadCurrentArea(null, page('/'), localStorage, document, fetcher)).toBeUndefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(asked).toEqual([]);
  });

  it('asks for /remotes.json once: the start-up takes the early answer, a retry asks again', async () => {
    const body = { remotes, routes, previewOrigins: [] };
    const fetcher = jest.fn(
      async (_url: string | URL) =>
        ({ ok: true, status: 200, json: async () => body, clone: () => ({ json: async () => body }) }) as unknown as Response,
    );
    const original = window.fetch;
    window.fetch = fetcher as unknown as typeof fetch;
    try {
      startEarly(window);
      const manifest = await fetchRemotesManifest('http://localhost');
      expect(manifest.routes).toHaveLength(routes.length);
      const askedForRemotes = () => fetcher.mock.calls.filter(([url]) => String(url).endsWith('/remotes.json')).length;
      expect(askedForRemotes()).toBe(1);
      // The preloads are in the page before the start-up has the answer, so the runtime's requests find them.
      expect(document.head.querySelectorAll('link[rel="preload"][as="script"]')).toHaveLength(1);
      expect(takeEarlyManifest()).toBeUndefined();
      await fetchRemotesManifest('http://localhost');
      expect(askedForRemotes()).toBe(2);
    } finally {
      window.fetch = original;
    }
  });
});
