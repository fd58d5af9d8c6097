// What a publish, a rollback or a promote does to one remote's releases, the same for both stores: each store reads a
// remote's versions and pointer under its lock (database-store.ts, store.ts), asks these rules for the next pointer and
// the versions to prune, and writes them. A process start publishes only a remote that has no release (publishAll.ts).
import type { Canary, Release } from './releases';

/** How many published versions of a remote are kept; the served one and a canary are kept besides. */
export const KEPT_VERSIONS = 10;

/** What a remote serves: one version to every browser, or beside it a canary to a share of them. */
export interface ServedPointer {
  served: string;
  canary?: { version: string; share: number };
}

/** A remote's published versions (newest first) and what it serves (undefined: it has no release yet). */
export interface RemoteReleases {
  versions: Release[];
  pointer: ServedPointer | undefined;
}

export type ReleaseAction =
  /** A new version: served to everyone, or with `share` as a canary beside the served one. */
  | { kind: 'publish'; version: string; share?: number }
  /** Ends a canary; or serves `version` (default: the one published before the served one) and ends any canary. */
  | { kind: 'rollback'; version?: string }
  /** Serves the canary to everyone. */
  | { kind: 'promote' };

/** A command that cannot be applied: nothing is changed, and the message says why. */
export class ReleaseError extends Error {}

/** A canary share: a whole percent from 1 to 99. */
export function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new ReleaseError(`--share must be a whole percent from 1 to 99, got ${share}`);
  return share;
}

/** Newest first: by time published, then by version name. */
export const newestFirst = (a: Release, b: Release) => b.publishedAt - a.publishedAt || (a.version < b.version ? 1 : a.version > b.version ? -1 : 0);

/** The pointer after `action` on a remote with these releases (a publish's version already among them); throws ReleaseError. */
export function nextPointer(remote: string, { versions, pointer }: RemoteReleases, action: ReleaseAction): ServedPointer {
  const known = (version: string) => versions.some((release) => release.version === version);
  if (action.kind === 'publish') {
    if (action.share === undefined) return { served: action.version };
    if (!pointer) throw new ReleaseError(`${remote} has no release yet: publish it to everyone first (without --share)`);
    return { served: pointer.served, canary: { version: action.version, share: checkShare(action.share) } };
  }
  if (!pointer) throw new ReleaseError(`${remote} has no release yet`);
  if (action.kind === 'promote') {
    if (!pointer.canary) throw new ReleaseError(`${remote} has no canary to promote`);
    return { served: pointer.canary.version };
  }
  if (action.version !== undefined) {
    if (!known(action.version)) throw new ReleaseError(`${remote} has no version ${action.version} (see npm run releases -- ${remote})`);
    if (action.version === pointer.served && !pointer.canary) throw new ReleaseError(`${remote} already serves ${action.version}`);
    return { served: action.version };
  }
  if (pointer.canary) return { served: pointer.served };
  const served = versions.find((release) => release.version === pointer.served);
  const earlier = served && [...versions].sort(newestFirst).find((release) => newestFirst(served, release) < 0);
  if (!earlier) throw new ReleaseError(`${remote} has no version published before ${pointer.served} to roll back to`);
  return { served: earlier.version };
}

/** The versions to delete: all but the newest KEPT_VERSIONS, never the served one or the canary. */
export function prunedVersions(versions: readonly Release[], pointer: ServedPointer): string[] {
  const kept = new Set([pointer.served, ...(pointer.canary ? [pointer.canary.version] : [])]);
  return [...versions]
    .sort(newestFirst)
    .slice(KEPT_VERSIONS)
    .map((release) => release.version)
    .filter((version) => !kept.has(version));
}

/** The served release and canary a pointer names, from the remote's versions. */
export function pointedReleases(versions: readonly Release[], pointer: ServedPointer): { served: Release; canary?: Canary } {
  const find = (version: string) => {
    const release = versions.find((candidate) => candidate.version === version);
    if (!release) throw new ReleaseError(`version ${version} is not published`);
    return release;
  };
  const served = find(pointer.served);
  return pointer.canary ? { served, canary: { ...find(pointer.canary.version), share: pointer.canary.share } } : { served };
}

/** The share of browsers a version gets under a pointer (0 when it is not served). */
export function shareOf(pointer: ServedPointer | undefined, version: string): number {
  if (!pointer) return 0;
  if (pointer.canary?.version === version) return pointer.canary.share;
  return pointer.served === version ? 100 - (pointer.canary?.share ?? 0) : 0;
}

/** The `releases` table: newest first. */
export function releasesTable(remote: string, { versions, pointer }: RemoteReleases): string {
  if (!versions.length) return `${remote} has no releases`;
  const rows = versions.map((release) => {
    const state = pointer?.canary?.version === release.version ? 'canary' : pointer?.served === release.version ? 'served' : '';
    return [
      release.version,
      new Date(release.publishedAt * 1000).toISOString().replace('.000Z', 'Z'),
      release.build ?? (release.hash ? `sha256:${release.hash.slice(0, 12)}` : '?'),
      state,
      `${shareOf(pointer, release.version)} %`,
    ];
  });
  const table = [['VERSION', 'PUBLISHED', 'BUILD', 'STATE', 'SHARE'], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
