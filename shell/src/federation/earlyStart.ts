// Runs before the async boundary (index.ts), while the shared libraries are still downloading: asks for
// /remotes.json at once and, when it arrives, preloads the files of the remote that owns the current path (its
// mf-manifest.json, remoteEntry.js and its exposed modules' files), so the area's code is on its way before React has
// rendered anything.
// Nothing here may import a shared module (react, the router, @mealplan/shared's session...): they are only
// negotiated after the boundary. A wrong guess costs a preload the page does not use, never a wrong page: the shell
// still decides the route with react-router (routing/routeTable.ts).

import { fetchManifestEarly, type FileKind } from './earlyManifests';
import { heldInline } from './inlineStyles';

/** The path of the manifest, as remotesManifest.ts fetches it. */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
/** The session token's key in localStorage (the session store's): present means the customer is signed in. */
export const TOKEN_KEY = 'token';
/** A staging preview replaces an area's build (federation/preview.ts): its area is not preloaded. */
const PREVIEW_KEY = 'mealplan.preview';
/** The remote entry's file name beside each published mf-manifest.json (shared/build/webpack.js). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

interface EarlyRoute {
  path: string;
  access: string;
  area: string;
}

/**
 * How well `routePath` matches `pathname`, react-router's ranking in small (a static segment beats a parameter, which
 * beats a splat); null when it does not match.
 */
export function matchScore(routePath: string, pathname: string): number | null {
  const pattern = routePath.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  let score = 1;
  let at = 0;
  for (const part of pattern) {
    if (part === '*') return score - 2;
    const segment = segments[at];
    if (part.startsWith(':')) {
      if (segment !== undefined) {
        score += 3;
        at += 1;
      } else if (!part.endsWith('?')) return null;
      continue;
    }
    if (segment === undefined || decodeURIComponent(segment).toLowerCase() !== part.toLowerCase()) return null;
    score += 10;
    at += 1;
  }
  return at === segments.length ? score : null;
}

/** The published route that most likely shows `pathname` for this session (its area and path as declared). */
export function guessRoute(routes: readonly EarlyRoute[], pathname: string, isSignedIn: boolean): EarlyRoute | undefined {
  const fit = isSignedIn ? 'signedIn' : 'signedOut';
  const unfit = isSignedIn ? 'signedOut' : 'signedIn';
  let best: { route: EarlyRoute; score: number } | undefined;
  for (const route of routes) {
    // A path two areas split by session (as "/") belongs to the one that fits the session (routesForSession).
    if (route.access === unfit && routes.some((twin) => twin.path === route.path && twin.access === fit)) continue;
    const score = matchScore(route.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

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
 * its exposed modules and of the route's page) and preloads its remote entry. Returns the area preloaded.
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
  fetchManifestEarly(manifest, fetcher, (href, kind) => preload(doc, href, kind), route.path);
  return area;
}

/** /remotes.json's answer, read once: its status and its parsed body (undefined when not OK or not JSON). */
export interface ManifestAnswer {
  ok: boolean;
  status: number;
  body: unknown;
}

/** Asks for /remotes.json and reads its body. */
export async function requestManifest(url: URL | string, fetcher: typeof fetch = fetch): Promise<ManifestAnswer> {
  const response = await fetcher(url, { cache: 'no-store' });
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
