/** @jest-environment jsdom */
import { guessArea, preloadCurrentArea, startEarly, takeEarlyManifest } from '../src/federation/earlyStart';
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

describe('the early guess of the area that owns the path', () => {
  it.each([false, true])('names the area the shell routes to, for every published route (signed in: %s)', (isSignedIn) => {
    for (const pathname of pagePaths) {
      expect([pathname, guessArea(routes, pathname, isSignedIn)]).toEqual([pathname, routeFor(routes, pathname, isSignedIn)?.area]);
    }
  });
});

describe('preloading the current area', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('preloads the manifest as a CORS fetch and the remote entry as a script, for the session in storage', () => {
    const area = preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document);
    expect(area).toBe('account');
    const links = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('as'),
      link.getAttribute('href'),
      link.getAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['fetch', 'http://site.test/remotes/account/v7/mf-manifest.json', 'anonymous'],
      ['script', 'http://site.test/remotes/account/v7/remoteEntry.js', null],
    ]);
    document.head.innerHTML = '';
    localStorage.setItem('token', 'tok');
    const signedIn = preloadCurrentArea({ remotes, routes }, new URL('http://site.test/') as unknown as Location, localStorage, document);
    expect(signedIn).toBe(routeFor(routes, '/', true)?.area);
    expect(signedIn).not.toBe('account');
  });

  it('preloads nothing for an area replaced by a preview, or for a manifest it cannot read', () => {
    localStorage.setItem('mealplan.preview', JSON.stringify({ area: 'account', manifestUrl: 'http://preview.test/mf-manifest.json' }));
    expect(
      preloadCurrentArea({ remotes, routes }, new URL('http://site.test/sign-in') as unknown as Location, localStorage, document),
    ).toBeUndefined();
    expect(preloadCurrentArea({ remotes: 'no' }, new URL('http://site.test/') as unknown as Location, localStorage, document)).toBeUndefined();
    expect(preloadCurrentArea(null, new URL('http://site.test/') as unknown as Location, localStorage, document)).toBeUndefined();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('asks for /remotes.json once: the start-up takes the early answer, a retry asks again', async () => {
    const body = { remotes, routes, previewOrigins: [] };
    const fetcher = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => body, clone: () => ({ json: async () => body }) }) as unknown as Response,
    );
    const original = window.fetch;
    window.fetch = fetcher;
    try {
      startEarly(window);
      const manifest = await fetchRemotesManifest('http://localhost');
      expect(manifest.routes).toHaveLength(routes.length);
      expect(fetcher).toHaveBeenCalledTimes(1);
      // The preloads are in the page before the start-up has the answer, so the runtime's requests find them.
      expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
      expect(takeEarlyManifest()).toBeUndefined();
      await fetchRemotesManifest('http://localhost');
      expect(fetcher).toHaveBeenCalledTimes(2);
    } finally {
      window.fetch = original;
    }
  });
});
