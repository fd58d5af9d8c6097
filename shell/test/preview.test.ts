import { PREVIEW_STORAGE_KEY, parsePreviewParam, readStoredPreview, resolvePreview } from '../src/federation/preview';
import { parseRemotesManifest } from '../src/federation/remotesManifest';
import { remoteEntries } from '../src/federation/registry';

const manifest = parseRemotesManifest(
  {
    remotes: {
      account: '/remotes/account/1/mf-manifest.json',
      planner: '/remotes/planner/1/mf-manifest.json',
      checkout: '/remotes/checkout/1/mf-manifest.json',
      modify: '/remotes/modify/1/mf-manifest.json',
      health: '/remotes/health/1/mf-manifest.json',
      content: '/remotes/content/1/mf-manifest.json',
    },
    previewOrigins: ['https://staging.example'],
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
    expect(parsePreviewParam('checkout@https://staging.example/c/mf-manifest.json', manifest)).toEqual({
      area: 'checkout',
      manifestUrl: 'https://staging.example/c/mf-manifest.json',
    });
  });

  it.each([
    ['an origin that is not allow-listed', 'checkout@https://evil.example/mf-manifest.json'],
    ['an unknown remote', 'billing@https://staging.example/mf-manifest.json'],
    ['a relative URL', 'checkout@/mf-manifest.json'],
    ['no remote name', '@https://staging.example/mf-manifest.json'],
  ])('refuses %s', (_case, value) => {
    expect(parsePreviewParam(value, manifest)).toBeNull();
  });

  it('stores an accepted preview, removes the parameter and replaces only that remote', () => {
    window.history.replaceState(null, '', '/menu?preview=planner@https://staging.example/p/mf-manifest.json&x=1');
    const preview = resolvePreview(window.location, window.history, localStorage, manifest);
    expect(window.location.search).toBe('?x=1');
    expect(readStoredPreview(localStorage, manifest)).toEqual(preview);
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
