import { currentReleaseManifests, releaseFiles, releaseFolder, staleReleaseUrls } from '../sw/remoteReleases';

const ORIGIN = 'https://mealplan.example';
const remotesJson = {
  remotes: {
    modify: '/remotes/modify/1.4.0/mf-manifest.json',
    planner: `${ORIGIN}/remotes/planner/2.0.0/mf-manifest.json`,
    // A manifest elsewhere is never the site's release: not cached by the worker.
    health: 'https://cdn.example/remotes/health/1.0.0/mf-manifest.json',
    content: 42,
  },
  routes: [],
};

/** The shape @module-federation/enhanced writes (metaData.remoteEntry, exposes[].assets, shared[].assets). */
const federationManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'Routes',
      assets: {
        js: { sync: ['__federation_expose_Routes.1a2b3c4d.js'], async: ['412.5e6f7a8b.js'] },
        css: { sync: [], async: ['page.9c0d1e2f.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['412.5e6f7a8b.js', 'vendors-react.11223344.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: 'odd', assets: { js: { sync: ['../../other/1.0.0/escape.js', 7] } } },
  ],
};

describe("the service worker's remote releases", () => {
  it("lists the site's current releases from /remotes.json, relative URLs resolved", () => {
    expect(currentReleaseManifests(remotesJson, ORIGIN)).toEqual([
      `${ORIGIN}/remotes/modify/1.4.0/mf-manifest.json`,
      `${ORIGIN}/remotes/planner/2.0.0/mf-manifest.json`,
    ]);
    expect(currentReleaseManifests({ routes: [] }, ORIGIN)).toEqual([]);
    expect(currentReleaseManifests(null, ORIGIN)).toEqual([]);
  });

  it("lists every file a release's manifest names, once each, inside the release's folder only", () => {
    const folder = `${ORIGIN}/remotes/modify/1.4.0/`;
    expect(releaseFiles(federationManifest, `${folder}mf-manifest.json`)).toEqual([
      `${folder}remoteEntry.js`,
      `${folder}__federation_expose_Routes.1a2b3c4d.js`,
      `${folder}412.5e6f7a8b.js`,
      `${folder}page.9c0d1e2f.css`,
      `${folder}vendors-react.11223344.js`,
    ]);
    expect(releaseFiles(federationManifest, `${ORIGIN}/mf-manifest.json`)).toEqual([]);
    expect(releaseFiles('not a manifest', `${folder}mf-manifest.json`)).toEqual([]);
  });

  it('finds the release folder of a file', () => {
    expect(releaseFolder(`${ORIGIN}/remotes/modify/1.4.0/sub/chunk.js`)).toBe(`${ORIGIN}/remotes/modify/1.4.0/`);
    expect(releaseFolder(`${ORIGIN}/main.1a2b3c4d.js`)).toBeNull();
  });

  it('deletes the files of releases /remotes.json no longer lists, and keeps the current ones', () => {
    const current = currentReleaseManifests(remotesJson, ORIGIN);
    const cached = [
      `${ORIGIN}/remotes/modify/1.3.0/remoteEntry.js`,
      `${ORIGIN}/remotes/modify/1.3.0/412.5e6f7a8b.js`,
      `${ORIGIN}/remotes/modify/1.4.0/remoteEntry.js`,
      `${ORIGIN}/remotes/planner/2.0.0/mf-manifest.json`,
      `${ORIGIN}/remotes/health/1.0.0/remoteEntry.js`,
    ];
    expect(staleReleaseUrls(cached, current)).toEqual([
      `${ORIGIN}/remotes/modify/1.3.0/remoteEntry.js`,
      `${ORIGIN}/remotes/modify/1.3.0/412.5e6f7a8b.js`,
      `${ORIGIN}/remotes/health/1.0.0/remoteEntry.js`,
    ]);
  });
});
