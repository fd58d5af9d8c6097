// What the Module Federation runtime holds in its share scope: which copy of each shared package is in use.
import type { Page } from '@playwright/test';

export interface SharedUse {
  /** Versions of the package that were actually loaded. */
  loadedVersions: string[];
  /** Containers whose copy was loaded (the provider). */
  providers: string[];
  /** Containers that use the loaded copy. */
  users: string[];
}

/** Reads globalThis.__FEDERATION__ in the page for each package name. */
export function sharedUse(page: Page, packages: string[]): Promise<Record<string, SharedUse>> {
  return page.evaluate((names) => {
    interface Entry {
      from?: string;
      loaded?: boolean;
      lib?: unknown;
      useIn?: string[];
    }
    interface Instance {
      shareScopeMap?: Record<string, Record<string, Record<string, Entry>>>;
    }
    const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const result: Record<string, { loadedVersions: string[]; providers: string[]; users: string[] }> = {};
    for (const name of names) {
      const loaded = new Map<string, Entry>();
      for (const instance of federation?.__INSTANCES__ ?? []) {
        for (const scope of Object.values(instance.shareScopeMap ?? {})) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            if (entry.loaded || entry.lib) loaded.set(version, entry);
          }
        }
      }
      const entries = [...loaded.values()];
      result[name] = {
        loadedVersions: [...loaded.keys()],
        providers: [...new Set(entries.map((entry) => entry.from ?? '?'))],
        users: [...new Set(entries.flatMap((entry) => entry.useIn ?? []))].sort(),
      };
    }
    return result;
  }, packages);
}
