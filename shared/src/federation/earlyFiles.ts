// Which area a page address most likely shows, and which files of that area's build load first (issue 23): read by
// the shell before its async boundary (shell/src/federation/earlyStart.ts, earlyManifests.ts), to preload them as soon
// as /remotes.json is in, and by the server (server/src/http/area-preloads.ts), to name them in the page it sends so
// they download beside the shell's own scripts. No imports: the shell reads this before any shared module exists.
// A wrong guess costs a preload the page does not use, never a wrong page: the shell decides the route with react-router.

/** A published route as /remotes.json lists it. */
export interface EarlyRoute {
  path: string;
  access: string;
  area: string;
}

/** The remote entry's file name beside each published mf-manifest.json (shared/build/webpack.js). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

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
    if (segment === undefined || safeDecode(segment).toLowerCase() !== part.toLowerCase()) return null;
    score += 10;
    at += 1;
  }
  return at === segments.length ? score : null;
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The published route that most likely shows `pathname` for this session (its area and path as declared). */
export function guessRoute<Route extends EarlyRoute>(routes: readonly Route[], pathname: string, isSignedIn: boolean): Route | undefined {
  const fit = isSignedIn ? 'signedIn' : 'signedOut';
  const unfit = isSignedIn ? 'signedOut' : 'signedIn';
  let best: { route: Route; score: number } | undefined;
  for (const route of routes) {
    // A path two areas split by session (as "/") belongs to the one that fits the session (routesForSession).
    if (route.access === unfit && routes.some((twin) => twin.path === route.path && twin.access === fit)) continue;
    const score = matchScore(route.path, pathname);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** A file kind of the manifests: scripts (`js` assets, `routeScripts`) or stylesheets (`css` assets, `routeStyles`). */
export type FileKind = 'js' | 'css';

const ROUTE_FILES_FIELD: Readonly<Record<FileKind, string>> = { js: 'routeScripts', css: 'routeStyles' };

const fileNames = (list: unknown): string[] => (Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []);

/** The files of a kind an mf-manifest.json lists for its exposed modules (what loading them always downloads). */
export function exposedFiles(manifest: unknown, kind: FileKind): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { exposes } = manifest as { exposes?: unknown };
  if (!Array.isArray(exposes)) return [];
  return exposes.flatMap((expose: unknown) => fileNames((expose as { assets?: Record<string, { sync?: unknown }> } | null)?.assets?.[kind]?.sync));
}

/**
 * The files of a kind of the page a route of the remote shows, as its build lists them in the manifest (`routeScripts`,
 * `routeStyles`: shared/build/webpack.js); none for a route whose page is bundled with the routes, or from a manifest
 * without them.
 */
export function routeFiles(manifest: unknown, routePath: string | undefined, kind: FileKind): string[] {
  if (routePath === undefined || typeof manifest !== 'object' || manifest === null) return [];
  const byRoute = (manifest as Record<string, unknown>)[ROUTE_FILES_FIELD[kind]];
  return fileNames(typeof byRoute === 'object' && byRoute !== null ? (byRoute as Record<string, unknown>)[routePath] : undefined);
}

/**
 * An area's texts in another language than English are one chunk per language, named "texts-<language>" by each lazy
 * catalogue's loader (its webpackChunkName; shared/src/i18n/lazyCatalogues.ts) and listed among the exposed modules'
 * async files.
 */
const TEXTS_CHUNK = /^texts-([a-z]{2})\.[0-9a-f]+\.js$/;

/** The chunk of an area's texts in `language` (the page's `<html lang>`) its manifest lists: none for English. */
export function textFiles(manifest: unknown, language: string): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { exposes } = manifest as { exposes?: unknown };
  if (!Array.isArray(exposes)) return [];
  return exposes
    .flatMap((expose: unknown) => fileNames((expose as { assets?: Record<string, { async?: unknown }> } | null)?.assets?.js?.async))
    .filter((file) => TEXTS_CHUNK.exec(file)?.[1] === language);
}

/**
 * The files of a kind that showing `routePath` in `language` loads from an area's manifest: its exposed modules', the
 * route page's and its texts in that language (when not bundled), once each.
 */
export function areaStartFiles(manifest: unknown, routePath: string | undefined, kind: FileKind, language?: string): string[] {
  const texts = kind === 'js' && language !== undefined ? textFiles(manifest, language) : [];
  return [...new Set([...exposedFiles(manifest, kind), ...routeFiles(manifest, routePath, kind), ...texts])];
}
