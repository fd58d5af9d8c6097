import { isArea, routePaths, ROUTES_FILE, type Area, type AreaRoute } from '@mealplan/shared/federation';
import type { RemotesManifest } from './remotesManifest';

/** A staging build of one remote that replaces the published one for this browser until cleared. */
export interface PreviewOverride {
  area: Area;
  manifestUrl: string;
}

const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'mealplan.preview';

/** The shell catalogue's notice, shown once when a stored preview could not be loaded and was cleared. */
export const PREVIEW_FAILED_NOTICE = 'shell.preview.failed';

/** "checkout@https://staging.example/remotes/checkout/mf-manifest.json" -> override, or null when not allowed. */
export function parsePreviewParam(value: string, manifest: RemotesManifest, siteOrigin: string): PreviewOverride | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const area = value.slice(0, at);
  if (!isArea(area)) return null;
  return allowedPreview({ area, manifestUrl: value.slice(at + 1) }, manifest, siteOrigin);
}

/**
 * The override when its URL is absolute and its origin is allow-listed by the server's manifest. The site's own
 * origin never is: a crafted link to any file of this site would otherwise break an area on every visit.
 */
function allowedPreview(candidate: PreviewOverride, manifest: RemotesManifest, siteOrigin: string): PreviewOverride | null {
  let url: URL;
  try {
    url = new URL(candidate.manifestUrl);
  } catch {
    return null;
  }
  if (url.origin === siteOrigin || !manifest.previewOrigins.includes(url.origin)) return null;
  return { area: candidate.area, manifestUrl: url.href };
}

export function readStoredPreview(storage: Storage, manifest: RemotesManifest, siteOrigin: string): PreviewOverride | null {
  const raw = storage.getItem(PREVIEW_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<PreviewOverride>;
    if (typeof stored.area === 'string' && isArea(stored.area) && typeof stored.manifestUrl === 'string') {
      const preview = allowedPreview({ area: stored.area, manifestUrl: stored.manifestUrl }, manifest, siteOrigin);
      if (preview) return preview;
    }
  } catch {
    // A malformed entry is dropped below.
  }
  storage.removeItem(PREVIEW_STORAGE_KEY);
  return null;
}

/**
 * The preview for this page: a valid ?preview= parameter is stored (and removed from the address bar),
 * otherwise the stored one is used if the server still allows its origin.
 */
export function resolvePreview(location: Location, history: History, storage: Storage, manifest: RemotesManifest): PreviewOverride | null {
  const params = new URLSearchParams(location.search);
  const requested = params.get(PREVIEW_PARAM);
  if (requested !== null) {
    params.delete(PREVIEW_PARAM);
    const query = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
    const preview = parsePreviewParam(requested, manifest, location.origin);
    if (preview) storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(preview));
  }
  return readStoredPreview(storage, manifest, location.origin);
}

export function clearPreview(storage: Storage): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
}

/**
 * Loads the preview build's mf-manifest.json and the routes published beside it; throws when either cannot be
 * loaded or read, so the caller clears the preview instead of leaving an area broken on every visit.
 */
export async function loadPreviewRoutes(preview: PreviewOverride, fetcher: typeof fetch): Promise<AreaRoute[]> {
  const get = async (url: string): Promise<unknown> => {
    const response = await fetcher(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  const federationManifest = await get(preview.manifestUrl);
  if (typeof federationManifest !== 'object' || federationManifest === null) throw new Error(`${preview.manifestUrl} is not a manifest`);
  const routes = routePaths(await get(new URL(ROUTES_FILE, preview.manifestUrl).href));
  return routes.map((route) => ({ ...route, area: preview.area }));
}

/** The route table with the previewed area's published routes replaced by the preview build's own. */
export function withPreviewRoutes(routes: readonly AreaRoute[], preview: PreviewOverride, previewRoutes: readonly AreaRoute[]): AreaRoute[] {
  return [...routes.filter((route) => route.area !== preview.area), ...previewRoutes];
}
