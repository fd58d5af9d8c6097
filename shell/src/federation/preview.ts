import { isArea, type Area } from './areas';
import type { RemotesManifest } from './remotesManifest';

/** A staging build of one remote that replaces the published one for this browser until cleared. */
export interface PreviewOverride {
  area: Area;
  manifestUrl: string;
}

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'mealplan.preview';

/** "checkout@https://staging.example/remotes/checkout/mf-manifest.json" -> override, or null when not allowed. */
export function parsePreviewParam(value: string, manifest: RemotesManifest): PreviewOverride | null {
  const at = value.indexOf('@');
  if (at <= 0) return null;
  const area = value.slice(0, at);
  if (!isArea(area)) return null;
  return allowedPreview({ area, manifestUrl: value.slice(at + 1) }, manifest);
}

/** The override when its URL is absolute and its origin is allow-listed by the server's manifest. */
export function allowedPreview(candidate: PreviewOverride, manifest: RemotesManifest): PreviewOverride | null {
  let url: URL;
  try {
    url = new URL(candidate.manifestUrl);
  } catch {
    return null;
  }
  if (!manifest.previewOrigins.includes(url.origin)) return null;
  return { area: candidate.area, manifestUrl: url.href };
}

export function readStoredPreview(storage: Storage, manifest: RemotesManifest): PreviewOverride | null {
  const raw = storage.getItem(PREVIEW_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<PreviewOverride>;
    if (typeof stored.area === 'string' && isArea(stored.area) && typeof stored.manifestUrl === 'string') {
      return allowedPreview({ area: stored.area, manifestUrl: stored.manifestUrl }, manifest);
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
    const preview = parsePreviewParam(requested, manifest);
    if (preview) storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(preview));
  }
  return readStoredPreview(storage, manifest);
}

export function clearPreview(storage: Storage): void {
  storage.removeItem(PREVIEW_STORAGE_KEY);
}
