import type { IncomingMessage } from 'node:http';
import { readReleases, REMOTE_ENTRY_MANIFEST } from '../deploy/releases';

/** GET /remotes.json: where the shell finds each remote, and which origins may serve preview builds. */
export interface RemotesJson {
  remotes: Record<string, string>;
  previewOrigins: string[];
}

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The origin the browser used to reach us, when its Host header is well-formed. */
export function requestOrigin(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  return host && SAFE_HOST.test(host) ? `http://${host}` : undefined;
}

export function remotesJson(req: IncomingMessage, releasesDir: string, previewOrigins: readonly string[]): RemotesJson {
  const origin = requestOrigin(req) ?? '';
  const remotes: Record<string, string> = {};
  for (const [remote, release] of Object.entries(readReleases(releasesDir).remotes)) {
    remotes[remote] = `${origin}/remotes/${remote}/${release.version}/${REMOTE_ENTRY_MANIFEST}`;
  }
  return { remotes, previewOrigins: previewOrigins.length ? [...previewOrigins] : origin ? [origin] : [] };
}
