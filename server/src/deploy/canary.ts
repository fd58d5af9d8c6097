// Which version of each remote a browser gets while a canary runs: a stable share of browsers, chosen by the browser's
// long-lived id (server/src/http/browser-id.ts). The bucket depends on the browser, the remote and the canary's
// version only, so a browser keeps its version on every process and every visit while that canary runs, and a new
// canary draws a new share.
import { createHash } from 'node:crypto';
import { releaseOf, type ReleasesManifest } from './releases';

/** The browser's bucket, 0-99, for a remote's canary version: sha256(browserId, remote, version) mod 100. */
export function canaryBucket(browserId: string, remote: string, version: string): number {
  const digest = createHash('sha256').update(`${browserId}\0${remote}\0${version}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether this browser gets the canary (its bucket is below the share). */
export const getsCanary = (browserId: string, remote: string, canary: { version: string; share: number }) =>
  canaryBucket(browserId, remote, canary.version) < canary.share;

/**
 * The releases as one browser gets them: a remote's canary where the browser is in its share, else the version
 * served to everyone. Without a browser id (not known yet), the version served to everyone.
 */
export function releasesForBrowser(manifest: ReleasesManifest, browserId: string | undefined): ReleasesManifest {
  const canaries = manifest.canaries ?? {};
  if (!browserId || !Object.keys(canaries).length) return { remotes: manifest.remotes };
  const remotes = { ...manifest.remotes };
  for (const [remote, canary] of Object.entries(canaries)) {
    if (remotes[remote] && getsCanary(browserId, remote, canary)) {
      remotes[remote] = releaseOf(canary);
    }
  }
  return { remotes };
}
