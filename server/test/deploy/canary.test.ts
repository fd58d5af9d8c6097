import { canaryBucket, releasesForBrowser } from '../../src/deploy/canary';
import type { ReleasesManifest } from '../../src/deploy/releases';
import { newDeviceId } from '../../src/http/browser-id';

const manifest: ReleasesManifest = {
  remotes: { checkout: { version: 'v1', publishedAt: 1 }, health: { version: 'h1', publishedAt: 1 } },
  canaries: { checkout: { version: 'v2', publishedAt: 2, share: 10 } },
};
const browsers = Array.from({ length: 1000 }, () => newDeviceId());
const inCanary = (version: string, remote = 'checkout') => new Set(browsers.filter((id) => canaryBucket(id, remote, version) < 10));

describe('which version a browser gets while a canary runs', () => {
  it('the canary to the browsers whose bucket is below the share, the served version to the others and to a browser not known yet', () => {
    for (const id of browsers) {
      const expected = canaryBucket(id, 'checkout', 'v2') < 10 ? 'v2' : 'v1';
      expect(releasesForBrowser(manifest, id).remotes).toEqual({
        checkout: { version: expected, publishedAt: expected === 'v2' ? 2 : 1 },
        health: { version: 'h1', publishedAt: 1 },
      });
    }
    expect(releasesForBrowser(manifest, undefined)).toEqual({ remotes: manifest.remotes });
  });

  it('draws another share of browsers for another canary version or another remote', () => {
    const first = inCanary('v2');
    for (const other of [inCanary('v3'), inCanary('v2', 'health')]) {
      const both = [...other].filter((id) => first.has(id)).length;
      // Independent draws of about 100 in 1,000 overlap by about 10; the same draw would overlap by all of them.
      expect(both).toBeLessThan(first.size / 2);
    }
  });
});
