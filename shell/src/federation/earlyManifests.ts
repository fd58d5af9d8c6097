// The current area's mf-manifest.json, fetched early (earlyStart.ts, before the async boundary) rather than when the
// start-up gets to load the area: once it arrives, the files of the area's exposed modules are preloaded, so they
// download beside the shared libraries instead of after the shell has started (issue 23). The federation runtime then
// takes that same answer (the plugin below, registered by registry.ts) rather than asking for the manifest again.
// Like earlyStart.ts, nothing here may import a shared module (earlyFiles has no imports and is bundled in).
import { areaStartFiles, type FileKind } from '@mealplan/shared/federation/earlyFiles';

/** The manifests fetched early, by absolute URL, each handed to the federation runtime once. */
const early = new Map<string, Promise<Response>>();

/**
 * Fetches a remote's manifest (as the federation runtime does: CORS mode, same-origin credentials) and preloads the
 * scripts and stylesheets of its exposed modules and of the page the current route (`routePath`, as the remote
 * declares it) shows, and its texts in the page's `language`, which sit beside it (the remotes' public path is their
 * manifest's folder).
 */
export function fetchManifestEarly(
  manifestUrl: URL,
  fetcher: typeof fetch,
  preload: (href: string, kind: FileKind) => void,
  routePath?: string,
  language?: string,
): void {
  const answer = fetcher(manifestUrl.href);
  early.set(manifestUrl.href, answer);
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<unknown>) : undefined))
    .then((manifest) => {
      for (const kind of ['js', 'css'] as const) {
        for (const file of areaStartFiles(manifest, routePath, kind, language)) preload(new URL(file, manifestUrl).href, kind);
      }
    })
    // A preload is a hint: the runtime asks again if this answer failed.
    .catch(() => early.delete(manifestUrl.href));
}

/** The early answer for `manifestUrl`, handed over once; undefined when there is none (the runtime fetches it). */
export function takeEarlyManifestResponse(manifestUrl: string, origin: string): Promise<Response> | undefined {
  const href = new URL(manifestUrl, origin).href;
  const answer = early.get(href);
  early.delete(href);
  return answer;
}

/** A federation runtime plugin: a manifest fetched early is read from that answer (its `fetch` hook). */
export function earlyManifestsPlugin(origin: string) {
  return {
    name: 'mealplan-early-manifests',
    fetch(manifestUrl: string): Promise<Response> | undefined {
      return takeEarlyManifestResponse(manifestUrl, origin)?.catch(() => fetch(manifestUrl, {}));
    },
  };
}
