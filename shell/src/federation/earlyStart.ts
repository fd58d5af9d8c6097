// Runs before the async boundary (index.ts), while the shared libraries are still downloading: asks for
// /remotes.json at once and, when it arrives, preloads the files of the remote that owns the current path (its
// mf-manifest.json, remoteEntry.js and its exposed modules' files), so the area's code is on its way before React has
// rendered anything.
// Nothing here may import a shared module (react, the router, @mealplan/shared's session...): they are only
// negotiated after the boundary. A wrong guess costs a preload the page does not use, never a wrong page: the shell
// still decides the route with react-router (routing/routeTable.ts).

import { guessRoute, REMOTE_ENTRY_FILE, type EarlyRoute, type FileKind } from '@mealplan/shared/federation/earlyFiles';
import { fetchManifestEarly } from './earlyManifests';
import { heldInline } from './inlineStyles';

/** The path of the manifest, as remotesManifest.ts fetches it. */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
/** The session token's key in localStorage (the session store's): present means the customer is signed in. */
export const TOKEN_KEY = 'token';
/** A staging preview replaces an area's build (federation/preview.ts): its area is not preloaded. */
const PREVIEW_KEY = 'mealplan.preview';

/** Preloads a script or a stylesheet; not a stylesheet the page holds inline (a prerendered page's, inlineStyles.ts). */
function preload(doc: Document, href: string, kind: FileKind): void {
  if (kind === 'css' && heldInline(doc, href)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', kind === 'js' ? 'script' : 'style');
  link.href = href;
  // The federation runtime adds each script as a plain <script> and each stylesheet as a plain <link>: the preload is
  // made the same way to be used.
  doc.head.appendChild(link);
}

function isEarlyRoute(value: unknown): value is EarlyRoute {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Partial<Record<keyof EarlyRoute, unknown>>;
  return typeof route.path === 'string' && typeof route.area === 'string' && typeof route.access === 'string';
}

/**
 * Preloads the area owning the current path: fetches its manifest (earlyManifests.ts, which then preloads the files of
 * its exposed modules, of the route's page and its texts in the page's language) and preloads its remote entry.
 * Returns the area preloaded.
 */
export function preloadCurrentArea(
  body: unknown,
  location: Location,
  storage: Storage | undefined,
  doc: Document,
  fetcher: typeof fetch,
): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { remotes, routes } = body as { remotes?: Record<string, unknown>; routes?: unknown };
  if (!remotes || !Array.isArray(routes)) return undefined;
  const valid = (routes as unknown[]).filter(isEarlyRoute);
  const route = guessRoute(valid, location.pathname, Boolean(storage?.getItem(TOKEN_KEY)));
  if (!route) return undefined;
  const { area } = route;
  const manifestUrl = remotes[area];
  if (typeof manifestUrl !== 'string' || storage?.getItem(PREVIEW_KEY)?.includes(`"area":"${area}"`)) return undefined;
  const manifest = new URL(manifestUrl, location.origin);
  preload(doc, new URL(REMOTE_ENTRY_FILE, manifest).href, 'js');
  // The page's language as served (a prerendered page's, which its first render keeps): its texts download with the code.
  fetchManifestEarly(manifest, fetcher, (href, kind) => preload(doc, href, kind), route.path, doc.documentElement.lang);
  return area;
}

/** /remotes.json's answer, read once: its status and its parsed body (undefined when not OK or not JSON). */
export interface ManifestAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/**
 * Asks for /remotes.json and reads its body. In the default cache mode: the server answers it `no-cache` with an ETag,
 * so it is always revalidated, and the preload the server names in a page it sends (server/src/http/area-preloads.ts)
 * is used rather than asked for again.
 */
export async function requestManifest(url: URL | string, fetcher: typeof fetch = fetch): Promise<ManifestAnswer> {
  const response = await fetcher(url);
  return { ok: response.ok, status: response.status, body: response.ok ? ((await response.json()) as unknown) : undefined };
}

let early: Promise<ManifestAnswer> | undefined;

/**
 * Starts the /remotes.json request and the preloads it leads to; called once, first thing in index.ts. The preload
 * links are in the page before the start-up gets the answer, so the federation runtime's own requests always find them.
 */
export function startEarly(win: Window = window): void {
  early = requestManifest(new URL(REMOTES_MANIFEST_PATH, win.location.origin), win.fetch.bind(win)).then((answer) => {
    try {
      let storage: Storage | undefined;
      try {
        storage = win.localStorage;
      } catch {
        // Storage refused (privacy settings): guessed as a guest.
      }
      if (answer.ok) preloadCurrentArea(answer.body, win.location, storage, win.document, win.fetch.bind(win));
    } catch {
      // A preload is a hint: the start-up goes on without it.
    }
    return answer;
  });
  // The start-up reports a failure; an answer it never takes (a test page) is not an unhandled rejection.
  early.catch(() => undefined);
}

/** The early /remotes.json answer, handed over once (to the first start-up); a retry asks anew. */
export function takeEarlyManifest(): Promise<ManifestAnswer> | undefined {
  const taken = early;
  early = undefined;
  return taken;
}
