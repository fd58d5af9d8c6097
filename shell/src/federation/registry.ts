import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS, federationName, type Area } from '@mealplan/shared/federation';
import { earlyManifestsPlugin } from './earlyManifests';
import { inlineStylesPlugin } from './inlineStyles';
import { taskBreaksPlugin } from './taskBreaks';
import type { PreviewOverride } from './preview';
import type { RemotesManifest } from './remotesManifest';

const entries = new Map<Area, string>();
const loaded = new Map<Area, ComponentType>();
let pluginRegistered = false;

/** The mf-manifest.json URL used for each area: the published one, or the preview for its area. */
export function remoteEntries(manifest: RemotesManifest, preview: PreviewOverride | null): Record<Area, string> {
  const result = { ...manifest.remotes };
  if (preview) result[preview.area] = preview.manifestUrl;
  return result;
}

/** Registers every remote with the federation runtime; nothing about remote locations is built into the shell. */
export function registerAreas(manifest: RemotesManifest, preview: PreviewOverride | null): void {
  const urls = remoteEntries(manifest, preview);
  for (const area of AREAS) entries.set(area, urls[area]);
  // The current area's manifest may have been fetched early (earlyManifests.ts): the runtime reads that answer. A
  // prerendered page's stylesheets are not linked again (inlineStyles.ts). An area starts in several tasks (taskBreaks.ts).
  if (!pluginRegistered) {
    registerPlugins([earlyManifestsPlugin(window.location.origin), inlineStylesPlugin(), taskBreaksPlugin()]);
    pluginRegistered = true;
  }
  registerRemotes(AREAS.map((area) => ({ name: federationName(area), entry: urls[area] })));
}

/** An area's Routes component, loaded once and kept for later visits. */
export function loadedAreaRoutes(area: Area): ComponentType | undefined {
  return loaded.get(area);
}

/** An area's Routes component imported another way than through federation: the prerender renders the account's from its source. */
export function provideAreaRoutes(area: Area, Routes: ComponentType): void {
  loaded.set(area, Routes);
}

/** What a remote's exposed './Routes' module provides (docs/remote-template.md). */
interface AreaRoutesModule {
  default?: ComponentType;
  /** Loads the code of the page the area shows at a path (the kit's pagePreloader). */
  preloadPage?: (pathname: string) => Promise<void>;
}

/**
 * Loads an area's exposed './Routes', and the code of its page at `pathname`, so the first render shows that page
 * rather than a spinner. `retry` forgets the failed attempt so the remote is fetched again.
 */
export async function loadAreaRoutes(area: Area, pathname: string, retry = false): Promise<ComponentType> {
  const cached = loaded.get(area);
  if (cached) return cached;
  const entry = entries.get(area);
  if (!entry) throw new Error(`The "${area}" area is not registered.`);
  if (retry) registerRemotes([{ name: federationName(area), entry }], { force: true });
  const module = await loadRemote<AreaRoutesModule>(`${federationName(area)}/Routes`);
  if (!module?.default) throw new Error(`The "${area}" area did not provide its routes.`);
  // A page that fails to load here fails again as it renders, inside the area, with the area's Retry button.
  await module.preloadPage?.(pathname).catch((error: unknown) => console.error(`Loading the ${area} area's page failed`, error));
  loaded.set(area, module.default);
  return module.default;
}
