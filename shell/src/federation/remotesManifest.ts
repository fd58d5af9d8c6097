import { AREAS, asAreaRoute, type Area, type AreaRoute } from '@mealplan/shared/federation';
import { REMOTES_MANIFEST_PATH, requestManifest, takeEarlyManifest } from './earlyStart';

/**
 * GET /remotes.json: where each remote's mf-manifest.json lives, the routes the remotes publish (merged when each
 * was published), and the origins a preview may come from.
 */
export interface RemotesManifest {
  remotes: Record<Area, string>;
  routes: AreaRoute[];
  previewOrigins: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The published routes of known areas; an entry that is malformed or names an unknown area is left out. */
function parseRoutes(body: unknown): AreaRoute[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown) => {
    const route = asAreaRoute(entry);
    return route ? [route] : [];
  });
}

/** Validates the manifest body; every area must be listed. Throws with a readable message otherwise. */
export function parseRemotesManifest(body: unknown, baseUrl: string): RemotesManifest {
  if (!isRecord(body) || !isRecord(body.remotes)) throw new Error('The remotes manifest has no "remotes" object.');
  const remotes = {} as Record<Area, string>;
  for (const area of AREAS) {
    const url = body.remotes[area];
    if (typeof url !== 'string' || url === '') throw new Error(`The remotes manifest does not list "${area}".`);
    remotes[area] = new URL(url, baseUrl).href;
  }
  const origins = Array.isArray(body.previewOrigins) ? body.previewOrigins : [];
  return {
    remotes,
    routes: parseRoutes(body.routes),
    previewOrigins: origins.filter((origin): origin is string => typeof origin === 'string'),
  };
}

/** The manifest: the request index.ts started before the shared libraries loaded (once), or a new one. */
export async function fetchRemotesManifest(baseUrl: string = window.location.origin): Promise<RemotesManifest> {
  const answer = await (takeEarlyManifest() ?? requestManifest(new URL(REMOTES_MANIFEST_PATH, baseUrl)));
  if (!answer.ok) throw new Error(`${REMOTES_MANIFEST_PATH} answered ${answer.status}`);
  return parseRemotesManifest(answer.body, baseUrl);
}
