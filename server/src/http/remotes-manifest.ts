import { defaultPublicOrigin, ownOrigins } from '../config';
import { REMOTE_ENTRY_MANIFEST, type ReleasesManifest } from '../deploy/releases';

/** GET /remotes.json: where the shell finds each remote, the routes each one published, and the preview origins. */
export interface RemotesJson {
  remotes: Record<string, string>;
  routes: { path: string; access: string; area: string; when?: string }[];
  previewOrigins: string[];
}

export interface RemotesJsonOptions {
  /** The version served of each remote (read fresh from the release store for every request). */
  releases: ReleasesManifest;
  /**
   * RELEASES_ORIGIN: a CDN origin the remotes are named at. Unset, they are same-origin paths, so the site works at
   * whichever address the page was opened at (localhost, 127.0.0.1, a LAN name, PUBLIC_ORIGIN). URLs never come from
   * the request's Host header.
   */
  releasesOrigin?: string | undefined;
  /** PUBLIC_ORIGIN, or its default: never a preview origin. */
  publicOrigin: string;
  /** PREVIEW_ORIGINS as configured. */
  previewOrigins: readonly string[];
  /** Every origin this site answers as (its public origin included): never a preview origin. */
  siteOrigins: readonly string[];
}

/**
 * The origins a staging preview may come from: the configured ones that are not this site. A preview "from" the
 * site itself would let a crafted link point an area at any file the site serves and break it on every visit.
 */
function allowedPreviewOrigins(previewOrigins: readonly string[], siteOrigins: readonly string[]): string[] {
  return [...new Set(previewOrigins)].filter((origin) => !siteOrigins.includes(origin));
}

function remotesJson(opts: RemotesJsonOptions): RemotesJson {
  const remotes: Record<string, string> = {};
  const routes: RemotesJson['routes'] = [];
  for (const [remote, release] of Object.entries(opts.releases.remotes)) {
    remotes[remote] = `${opts.releasesOrigin ?? ''}/remotes/${remote}/${release.version}/${REMOTE_ENTRY_MANIFEST}`;
    for (const route of release.routes ?? [])
      routes.push({ path: route.path, access: route.access, area: remote, ...(route.when ? { when: route.when } : {}) });
  }
  const site = [...opts.siteOrigins, opts.publicOrigin, ...(opts.releasesOrigin ? [opts.releasesOrigin] : [])];
  return { remotes, routes, previewOrigins: allowedPreviewOrigins(opts.previewOrigins, site) };
}

/** What the site's configuration says about /remotes.json. */
export interface SiteManifestOptions {
  releases: ReleasesManifest;
  previewOrigins: readonly string[];
  publicOrigin?: string | undefined;
  releasesOrigin?: string | undefined;
}

/** /remotes.json of a site listening on `port` (the socket's own port, never the request's Host header). */
export function siteRemotesJson(site: SiteManifestOptions, port: number): RemotesJson {
  return remotesJson({
    releases: site.releases,
    releasesOrigin: site.releasesOrigin,
    publicOrigin: site.publicOrigin ?? defaultPublicOrigin(port),
    previewOrigins: site.previewOrigins,
    siteOrigins: ownOrigins(port),
  });
}
