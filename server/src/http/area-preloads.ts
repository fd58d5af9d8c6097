// The current area's files, named in the page the server sends (issue 23). A page without a prerendered copy (every
// page of a signed-in customer) is the shell's bare index.html: before, its area's code was asked for only once
// main.js had run and fetched /remotes.json, then the area's mf-manifest.json, then the area's files, three round
// trips one after the other. The server knows all of that when it sends the page, so it names them in a Link header
// (rel=preload) and they download beside the shell's own scripts. The shell takes these same answers: it asks for
// /remotes.json and the manifest as these preloads do (a CORS fetch), and adds the area's files as plain scripts and
// stylesheets. The guess is the shell's own (shared/src/federation/earlyFiles.ts); a wrong one costs a download the
// page does not use, never a wrong page. A staging preview (chosen in the browser) is not known here.
import { areaStartFiles, guessRoute, REMOTE_ENTRY_FILE, type FileKind } from '@mealplan/shared/federation/earlyFiles';
import type { RemotesJson } from './remotes-manifest';

/** The path the shell asks /remotes.json at (shell/src/federation/earlyStart.ts). */
const REMOTES_JSON_PATH = '/remotes.json';

const AS: Readonly<Record<FileKind, 'script' | 'style'>> = { js: 'script', css: 'style' };

/** A Link header value that preloads `url` (a URL's href: percent-encoded, no "<", ">" or spaces). */
function preloadLink(url: string, as: 'fetch' | 'script' | 'style'): string {
  // A fetch() is a CORS request with same-origin credentials: the preload is made the same way to be used.
  // Scripts and stylesheets at low priority, like the shell's start-up chunks (shared/build/startup-preload.js): the
  // page's own stylesheet and main.js come first.
  const mode = as === 'fetch' ? 'crossorigin=anonymous' : 'fetchpriority=low';
  return `<${url}>; rel=preload; as=${as}; ${mode}`;
}

export interface AreaPreloadsRequest {
  /** /remotes.json as this request would get it. */
  remotes: RemotesJson;
  /** The page's path. */
  urlPath: string;
  /** Whether the browser has a session (the signed-in cookie). */
  signedIn: boolean;
  /** An area's published mf-manifest.json, parsed; undefined when it cannot be read. */
  manifest: (area: string) => Promise<unknown>;
}

/**
 * The Link header values for the page at `urlPath`: /remotes.json, then, for the area that most likely shows the
 * page, its manifest, its remote entry and the files its exposed modules and the route's page load. Only
 * /remotes.json when no published route matches.
 */
export async function areaPreloadLinks({ remotes, urlPath, signedIn, manifest }: AreaPreloadsRequest): Promise<string[]> {
  const links = [preloadLink(REMOTES_JSON_PATH, 'fetch')];
  const route = guessRoute(remotes.routes, urlPath, signedIn);
  const listed = route ? remotes.remotes[route.area] : undefined;
  if (!route || !listed) return links;
  const manifestUrl = new URL(listed, PAGE_ORIGIN);
  links.push(preloadLink(linkHref(manifestUrl), 'fetch'), preloadLink(linkHref(new URL(REMOTE_ENTRY_FILE, manifestUrl)), 'script'));
  const published = await manifest(route.area);
  for (const kind of ['js', 'css'] as const) {
    for (const file of areaStartFiles(published, route.path, kind)) links.push(preloadLink(linkHref(new URL(file, manifestUrl)), AS[kind]));
  }
  return links;
}

/**
 * /remotes.json names the remotes by path on the page's own origin (or at the releases' CDN origin): the paths are
 * resolved against this stand-in for the page's origin and named as paths again, which the browser resolves against
 * the address the page was opened at.
 */
const PAGE_ORIGIN = 'http://page.invalid';

/** A URL as the Link header names it: a path on the page's own origin, or the absolute URL on another origin. */
const linkHref = (url: URL) => (url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href);
