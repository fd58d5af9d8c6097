// The site's service worker (doc 2 §7 "A service worker is registered"; issue 23 "Repeat visits and bad networks"),
// built with Workbox by the shell's production build (shared/build/webpack.js, InjectManifest) and served at /sw.js.
// - The shell's files are precached from the build's list (hashed names; index.html and the web app manifest by
//   revision). A new shell build is a new sw.js: it installs, takes over at once (skipWaiting + clientsClaim) and
//   drops the previous build's precache. Pages are always asked from the network first, so the next navigation
//   runs the new release, with or without the new worker.
// - /remotes.json: network first (the current releases), its last answer kept for offline starts.
// - /remotes/<name>/<version>/…: cache first, since a published path never changes. On install and whenever
//   /remotes.json is read, each listed release is completed in the cache (the files its mf-manifest.json names) and
//   the releases no longer listed are deleted, so a repeat visit loads no JavaScript from the network and a new
//   release is used on the next navigation.
// - Offline, a page navigation answers with the precached index.html (the shell then shows the offline menu).
/// <reference lib="webworker" />
// (The reference above: ESLint reads every file in one program with the DOM library; tsc reads shell/sw/tsconfig.json.)
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { currentReleaseManifests, RELEASE_PATH, releaseFiles, REMOTES_CACHE, REMOTES_MANIFEST_CACHE, staleReleaseUrls } from './remoteReleases';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const INDEX = '/index.html';
const REMOTES_MANIFEST_PATH = '/remotes.json';

void self.skipWaiting();
clientsClaim();
// The precache answers its own files only: by default Workbox also answers a page's address with a precached file
// ("/" with index.html, "/x" with x.html), which gave a repeat visit to "/" the plain index.html from the cache in place
// of the page the server prerenders for the visitor (and its loader that paints first).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Puts `url` in the cache unless it is there already; returns the cached response (undefined when it failed). */
async function ensureCached(cache: Cache, url: string): Promise<Response | undefined> {
  const cached = await cache.match(url);
  if (cached) return cached;
  const response = await fetch(url);
  if (!response.ok) return undefined;
  await cache.put(url, response.clone());
  return response;
}

/** Completes every current release in the cache and deletes the others. */
async function syncReleases(remotesJson: unknown): Promise<void> {
  const manifests = currentReleaseManifests(remotesJson, self.location.origin);
  if (manifests.length === 0) return;
  const cache = await caches.open(REMOTES_CACHE);
  for (const manifestUrl of manifests) {
    const manifest = await ensureCached(cache, manifestUrl);
    if (!manifest) continue;
    const files = releaseFiles(await manifest.clone().json(), manifestUrl);
    await Promise.all(files.map((file) => ensureCached(cache, file)));
  }
  const cachedUrls = (await cache.keys()).map((request) => request.url);
  await Promise.all(staleReleaseUrls(cachedUrls, manifests).map((url) => cache.delete(url)));
}

let syncing: Promise<void> | undefined;
/** One sync at a time; a failure (offline half-way) leaves what was cached and is retried with the next read. */
function syncOnce(remotesJson: Response): Promise<void> {
  syncing ??= remotesJson
    .json()
    .then(syncReleases)
    .catch((error: unknown) => console.warn('Caching the current remote releases failed', error))
    .finally(() => (syncing = undefined));
  return syncing;
}

/** Reads /remotes.json from the network, keeps it for offline starts and completes the releases it lists. */
async function refreshReleases(): Promise<void> {
  const response = await fetch(REMOTES_MANIFEST_PATH, { cache: 'no-store' });
  if (!response.ok) return;
  await (await caches.open(REMOTES_MANIFEST_CACHE)).put(REMOTES_MANIFEST_PATH, response.clone());
  await syncOnce(response);
}

// The current releases are cached while the worker installs (the page that registered it loaded them before it was
// controlled); a failure leaves them to the next read of /remotes.json, never fails the install.
self.addEventListener('install', (event) => {
  event.waitUntil(refreshReleases().catch((error: unknown) => console.warn('Caching the current remote releases failed', error)));
});

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === REMOTES_MANIFEST_PATH,
  new NetworkFirst({
    cacheName: REMOTES_MANIFEST_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      { cacheDidUpdate: async ({ event, newResponse }) => event.waitUntil(syncOnce(newResponse.clone())) },
    ],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && RELEASE_PATH.test(url.pathname),
  new CacheFirst({ cacheName: REMOTES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(INDEX)) ?? Response.error() }],
    }),
    // Files and the socket are never pages.
    { denylist: [/\.[A-Za-z0-9]+$/, /^\/socket\.io\//, /^\/remotes\//] },
  ),
);
