import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The origins of a comma list; entries that are not an origin of one of `schemes` are dropped. */
function originList(list: string | undefined, schemes: readonly string[]): string[] {
  return (list ?? '').split(',').flatMap((item) => {
    try {
      const { origin, protocol } = new URL(item.trim());
      return schemes.includes(protocol) ? [origin] : [];
    } catch {
      return [];
    }
  });
}

/** The scheduling provider origins the site may frame (env SCHEDULING_ORIGINS, comma list); invalid entries are dropped. */
export const schedulingOrigins = (env: NodeJS.ProcessEnv = process.env): string[] => originList(env.SCHEDULING_ORIGINS, ['http:', 'https:']);

/** The forum comment provider's origins (env FORUM_COMMENTS_ORIGINS, https only): its embed is framed on thread pages. */
const forumCommentsOrigins = (env: NodeJS.ProcessEnv = process.env): string[] => originList(env.FORUM_COMMENTS_ORIGINS, ['https:']);

/** Every third-party origin the site may frame: the scheduling provider and the forum comment provider. */
export const frameOrigins = (env: NodeJS.ProcessEnv = process.env): string[] => [
  ...new Set([...schedulingOrigins(env), ...forumCommentsOrigins(env)]),
];

/** The tile server of the address map's default map_tile_url setting (spec 2 §5.5 map). */
const DEFAULT_MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/** Origins the address map may load tile images from (env MAP_TILE_ORIGINS, comma list; default the OpenStreetMap tile server). */
export function mapTileOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.MAP_TILE_ORIGINS === undefined) return [DEFAULT_MAP_TILE_ORIGIN];
  return originList(env.MAP_TILE_ORIGINS, ['https:']);
}

/** The websocket origin (ws: or wss:) of an http(s) origin; undefined for anything else. */
export function socketOriginOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return undefined;
  }
}

/** A Host header naming a host name or an IP address, with an optional port: nothing that could end a directive. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The websocket origin of the address a request was sent to (its scheme and Host); undefined for an odd Host. */
export function requestSocketOrigin(protocol: string, host: string | undefined): string | undefined {
  if (!host || !PLAIN_HOST.test(host)) return undefined;
  return `${protocol === 'https' ? 'wss:' : 'ws:'}//${host.toLowerCase()}`;
}

/**
 * The page policy of the app itself: its own scripts and stylesheets plus those of allow-listed preview origins and
 * of the releases' CDN origin (RELEASES_ORIGIN, when the remotes are served from there), and frames from itself (the
 * local scheduling sandbox) plus the scheduling and forum comment providers' origins. Sockets go to the site's own
 * origin only (`socketOrigins`: the ws:/wss: form of PUBLIC_ORIGIN and of the address the page was opened at, as
 * browsers differ on whether 'self' covers them). Forms post to the site only: the checkout leaves for the payment
 * gateway's hosted page by a redirect, not a form.
 */
function contentSecurityDirectives(
  previewOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
  releasesOrigins: readonly string[] = [],
  socketOrigins: readonly string[] = [],
): Record<string, string[]> {
  // The remotes' manifests (fetched), scripts, stylesheets and the images and fonts of their builds.
  const code = [...new Set([...releasesOrigins, ...previewOrigins])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...code],
    connectSrc: ["'self'", ...new Set(socketOrigins), ...code],
    // A remote's stylesheets are files of its build (issue 23): a preview's come from its origin too.
    styleSrc: ["'self'", "'unsafe-inline'", ...code],
    imgSrc: ["'self'", 'data:', 'blob:', ...releasesOrigins, ...mapTileOrigins()],
    fontSrc: ["'self'", 'data:', ...releasesOrigins],
    frameSrc: ["'self'", ...frameOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The Content-Security-Policy header value of the directives above, as helmet writes it. */
export function contentSecurityPolicy(
  previewOrigins: readonly string[],
  frameOrigins: readonly string[] = [],
  releasesOrigins: readonly string[] = [],
  socketOrigins: readonly string[] = [],
): string {
  return Object.entries(contentSecurityDirectives(previewOrigins, frameOrigins, releasesOrigins, socketOrigins))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/** The origins the site's page policy names besides its own. */
export interface PolicyOrigins {
  previewOrigins: readonly string[];
  frameOrigins?: readonly string[];
  releasesOrigins?: readonly string[];
  /** PUBLIC_ORIGIN: its websocket form is always allowed. */
  publicOrigin?: string;
}

/**
 * The security headers of every response (@fastify/helmet): the policy above (only these directives, so no
 * upgrade-insecure-requests on a plain-HTTP development server), DENY framing, same-origin opener, and the
 * referrer policy the site always sent; helmet's other defaults (nosniff, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies, ...) are kept. HSTS (honoured over HTTPS only,
 * i.e. behind the proxy) covers this host, not its sibling subdomains, which this server does not own.
 * Cross-Origin-Resource-Policy is same-origin except for the published remotes, which a shell on another origin
 * (a preview) may load.
 */
function helmetOptions(origins: PolicyOrigins, socketOrigins: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(origins.previewOrigins, origins.frameOrigins, origins.releasesOrigins, socketOrigins),
    },
    frameguard: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  };
}

/**
 * The headers helmet's middleware writes for these options, computed once. The options must be static (no
 * directive computed per request, such as a nonce): ours are.
 */
function staticSecurityHeaders(options: HelmetOptions): ReadonlyMap<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error('helmet refused the security header options');
  });
  return headers;
}

/** How many distinct addresses the site is opened at (localhost, 127.0.0.1, LAN names) keep a policy of their own. */
const POLICIES_KEPT = 64;

/**
 * Registers the security headers of helmetOptions on every response. @fastify/helmet rebuilds helmet's
 * middleware on every request (about 15-20 µs each); the headers of the site-wide options are the same every
 * time, so they are computed once and written by one hook; only the page policy differs by the address the page
 * was opened at (its socket origin), one policy kept per address. A route with its own `helmet` options (the dev
 * outbox and the sandboxes' pages) still gets them merged by @fastify/helmet, as before.
 */
export async function registerSecurityHeaders(app: FastifyInstance, origins: PolicyOrigins): Promise<void> {
  const publicSocket = socketOriginOf(origins.publicOrigin);
  const siteSockets = publicSocket ? [publicSocket] : [];
  const options = helmetOptions(origins, siteSockets);
  await app.register(fastifyHelmet, { ...options, global: false });
  const headers = [...staticSecurityHeaders(options as HelmetOptions)].filter(([name]) => name !== 'Content-Security-Policy');
  const policy = (socketOrigins: readonly string[]) =>
    contentSecurityPolicy(origins.previewOrigins, origins.frameOrigins, origins.releasesOrigins, socketOrigins);
  const sitePolicy = policy(siteSockets);
  const policies = new Map<string, string>();
  // Opened at the public address (its scheme may look plain behind a proxy that ends TLS): the site's own policy.
  const publicHost = publicSocket?.slice(publicSocket.indexOf('//') + 2);
  const policyFor = (own: string | undefined): string => {
    if (!own || own.slice(own.indexOf('//') + 2) === publicHost) return sitePolicy;
    let found = policies.get(own);
    if (found === undefined) {
      if (policies.size >= POLICIES_KEPT) policies.clear();
      found = policy([...siteSockets, own]);
      policies.set(own, found);
    }
    return found;
  };
  app.addHook('onRequest', (request, reply, done) => {
    // @fastify/helmet keeps a route's own options in its config.
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      reply.raw.setHeader('Content-Security-Policy', policyFor(requestSocketOrigin(request.protocol, request.host)));
    }
    done();
  });
}
