import { AREAS } from '@mealplan/shared/federation';
import {
  loadPreviewRoutes,
  PREVIEW_FAILED_NOTICE,
  PREVIEW_STORAGE_KEY,
  parsePreviewParam,
  readStoredPreview,
  resolvePreview,
} from '../src/federation/preview';
import { parseRemotesManifest } from '../src/federation/remotesManifest';
import { remoteEntries } from '../src/federation/registry';
import { startWithPreview } from '../src/federation/useRemotesStartup';
import { shellMessages } from '../src/i18n';

const SITE = window.location.origin;

const manifest = parseRemotesManifest(
  {
    remotes: Object.fromEntries(AREAS.map((area) => [area, `/remotes/${area}/1/mf-manifest.json`])),
    routes: [
      { path: '/menu', access: 'signedIn', area: 'planner' },
      { path: '*', access: 'any', area: 'content' },
    ],
    previewOrigins: ['https://staging.example', SITE],
  },
  'http://localhost:8080',
);

describe('remotes manifest', () => {
  it('resolves relative remote URLs against the site', () => {
    expect(manifest.remotes.checkout).toBe('http://localhost:8080/remotes/checkout/1/mf-manifest.json');
  });

  it('rejects a manifest that misses a remote', () => {
    expect(() => parseRemotesManifest({ remotes: { account: '/a.json' } }, 'http://localhost')).toThrow('"planner"');
  });
});

describe('preview override', () => {
  beforeEach(() => localStorage.clear());

  it('accepts a known remote from an allow-listed origin', () => {
    expect(parsePreviewParam('checkout@https://staging.example/c/mf-manifest.json', manifest, SITE)).toEqual({
      area: 'checkout',
      manifestUrl: 'https://staging.example/c/mf-manifest.json',
    });
  });

  it.each([
    ['an origin that is not allow-listed', 'checkout@https://evil.example/mf-manifest.json'],
    ['an unknown remote', 'billing@https://staging.example/mf-manifest.json'],
    ['a relative URL', 'checkout@/mf-manifest.json'],
    ['no remote name', '@https://staging.example/mf-manifest.json'],
    ['the site itself, even when listed', `checkout@${SITE}/remotes/account/1/mf-manifest.json`],
  ])('refuses %s', (_case, value) => {
    expect(parsePreviewParam(value, manifest, SITE)).toBeNull();
  });

  it('stores an accepted preview, removes the parameter and replaces only that remote', () => {
    window.history.replaceState(null, '', '/menu?preview=planner@https://staging.example/p/mf-manifest.json&x=1');
    const preview = resolvePreview(window.location, window.history, localStorage, manifest);
    expect(window.location.search).toBe('?x=1');
    expect(readStoredPreview(localStorage, manifest, SITE)).toEqual(preview);
    const entries = remoteEntries(manifest, preview);
    expect(entries.planner).toBe('https://staging.example/p/mf-manifest.json');
    expect(entries.checkout).toBe(manifest.remotes.checkout);
  });

  it('drops a stored preview whose origin the server no longer allows', () => {
    localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ area: 'planner', manifestUrl: 'https://old.example/mf-manifest.json' }));
    window.history.replaceState(null, '', '/');
    expect(resolvePreview(window.location, window.history, localStorage, manifest)).toBeNull();
  });
});

describe('loading a preview build', () => {
  const files: Record<string, unknown> = {
    'https://staging.example/p/mf-manifest.json': { id: 'mfe_planner' },
    'https://staging.example/p/routes.json': [
      { path: '/menu', access: 'signedIn', upcoming: { title: 'Build my meal plan', description: 'Soon.' } },
      { path: '/menu/new-step', access: 'signedIn' },
    ],
    'https://staging.example/bad/mf-manifest.json': { id: 'mfe_planner' },
    'https://staging.example/bad/routes.json': { '/menu': 'signedIn' },
  };
  const fakeFetch = (async (url: string) => {
    const body = files[url];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
  }) as unknown as typeof fetch;
  const failingFetch = (async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;

  beforeEach(() => localStorage.clear());

  it('reads the routes published beside the preview manifest, for its own area', async () => {
    const routes = await loadPreviewRoutes({ area: 'planner', manifestUrl: 'https://staging.example/p/mf-manifest.json' }, fakeFetch);
    expect(routes).toEqual([
      { path: '/menu', access: 'signedIn', area: 'planner' },
      { path: '/menu/new-step', access: 'signedIn', area: 'planner' },
    ]);
  });

  it('replaces the previewed area routes with the preview build routes', async () => {
    window.history.replaceState(null, '', '/menu?preview=planner@https://staging.example/p/mf-manifest.json');
    const ready = await startWithPreview(manifest, fakeFetch);
    expect(ready.preview?.area).toBe('planner');
    expect(ready.notice).toBeNull();
    expect(ready.routes).toEqual([
      { path: '*', access: 'any', area: 'content' },
      { path: '/menu', access: 'signedIn', area: 'planner' },
      { path: '/menu/new-step', access: 'signedIn', area: 'planner' },
    ]);
  });

  it.each([
    ['a manifest that answers 404', 'planner@https://staging.example/missing/mf-manifest.json', fakeFetch],
    ['an origin that cannot be reached', 'planner@https://staging.example/p/mf-manifest.json', failingFetch],
    ['routes that are not a list of routes', 'planner@https://staging.example/bad/mf-manifest.json', fakeFetch],
  ])('clears a preview whose build fails to load (%s) and says so', async (_case, param, fetcher) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', `/menu?preview=${param}`);
    const ready = await startWithPreview(manifest, fetcher);
    expect(ready).toEqual({ status: 'ready', preview: null, routes: manifest.routes, notice: PREVIEW_FAILED_NOTICE });
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect((await startWithPreview(manifest, fetcher)).notice).toBeNull();
  });

  it('says so in the shell catalogue, in English and Arabic', async () => {
    expect(shellMessages.texts('en')?.[PREVIEW_FAILED_NOTICE]).toMatch(/could not be loaded/);
    await shellMessages.load('ar');
    expect(shellMessages.texts('ar')?.[PREVIEW_FAILED_NOTICE]).toMatch(/المعاينة/);
  });
});
