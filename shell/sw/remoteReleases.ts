// What the service worker keeps of the remotes (issue 23): each remote's current release, as /remotes.json lists it
// (its mf-manifest.json under /remotes/<name>/<version>/), with the files that manifest names. Pure functions over
// URLs and JSON, so they are tested without a browser.

/** The cache holding the remotes' published files (immutable by path: a new release has a new folder). */
export const REMOTES_CACHE = 'mealplan-remotes';
/** The cache holding the last /remotes.json read from the network (the offline start-up reads it). */
export const REMOTES_MANIFEST_CACHE = 'mealplan-remotes-manifest';
/** The path of a published release's files. */
export const RELEASE_PATH = /^\/remotes\/[^/]+\/[^/]+\//;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The mf-manifest.json URLs of /remotes.json's remotes that are this site's published releases. */
export function currentReleaseManifests(remotesJson: unknown, origin: string): string[] {
  if (!isRecord(remotesJson) || !isRecord(remotesJson.remotes)) return [];
  return Object.values(remotesJson.remotes).flatMap((value) => {
    if (typeof value !== 'string') return [];
    const url = new URL(value, origin);
    return url.origin === origin && RELEASE_PATH.test(url.pathname) ? [url.href] : [];
  });
}

/** The release folder of a file's URL ("https://site/remotes/modify/1.4.0/"), or null outside the published releases. */
export function releaseFolder(url: string): string | null {
  const parsed = new URL(url);
  const folder = RELEASE_PATH.exec(parsed.pathname)?.[0];
  return folder ? `${parsed.origin}${folder}` : null;
}

const assetNames = (assets: unknown): string[] => {
  if (!isRecord(assets)) return [];
  return [assets.js, assets.css].flatMap((group) => {
    if (!isRecord(group)) return [];
    return [group.sync, group.async].flatMap((names) =>
      Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [],
    );
  });
};

/**
 * Every file a release's mf-manifest.json names (its remote entry, the exposed modules' and shared modules' scripts
 * and styles), as URLs inside the release's folder, without repeats.
 */
export function releaseFiles(federationManifest: unknown, manifestUrl: string): string[] {
  if (!isRecord(federationManifest)) return [];
  const folder = releaseFolder(manifestUrl);
  if (!folder) return [];
  const names: string[] = [];
  const meta = federationManifest.metaData;
  if (isRecord(meta) && isRecord(meta.remoteEntry) && typeof meta.remoteEntry.name === 'string') {
    const entryPath = typeof meta.remoteEntry.path === 'string' ? meta.remoteEntry.path : '';
    names.push(entryPath ? `${entryPath.replace(/\/$/, '')}/${meta.remoteEntry.name}` : meta.remoteEntry.name);
  }
  for (const group of [federationManifest.exposes, federationManifest.shared]) {
    if (Array.isArray(group)) for (const item of group as unknown[]) if (isRecord(item)) names.push(...assetNames(item.assets));
  }
  const urls = names.map((name) => new URL(name, folder).href).filter((url) => url.startsWith(folder));
  return [...new Set(urls)];
}

/** The cached URLs that belong to no current release (a remote published since): they are deleted. */
export function staleReleaseUrls(cachedUrls: readonly string[], currentManifests: readonly string[]): string[] {
  const current = new Set(currentManifests.map(releaseFolder));
  return cachedUrls.filter((url) => !current.has(releaseFolder(url)));
}
