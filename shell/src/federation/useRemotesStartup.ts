import { useCallback, useEffect, useState } from 'react';
import type { AreaRoute } from '@mealplan/shared/federation';
import { clearPreview, loadPreviewRoutes, PREVIEW_FAILED_NOTICE, resolvePreview, withPreviewRoutes, type PreviewOverride } from './preview';
import { registerAreas } from './registry';
import { fetchRemotesManifest, type RemotesManifest } from './remotesManifest';

export type StartupState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; preview: PreviewOverride | null; routes: AreaRoute[]; notice: string | null };

export type Ready = Extract<StartupState, { status: 'ready' }>;

/** Applies a staging preview: its routes replace its area's, and a preview that fails to load is cleared with a notice. */
export async function startWithPreview(manifest: RemotesManifest, fetcher: typeof fetch = fetch): Promise<Ready> {
  const preview = resolvePreview(window.location, window.history, window.localStorage, manifest);
  if (!preview) return { status: 'ready', preview: null, routes: manifest.routes, notice: null };
  try {
    const routes = withPreviewRoutes(manifest.routes, preview, await loadPreviewRoutes(preview, fetcher));
    return { status: 'ready', preview, routes, notice: null };
  } catch (error) {
    console.error('Loading the preview build failed; it is cleared', error);
    clearPreview(window.localStorage);
    return { status: 'ready', preview: null, routes: manifest.routes, notice: PREVIEW_FAILED_NOTICE };
  }
}

/** Fetches /remotes.json, applies a staging preview and registers the remotes, and gives the ready state (a failure throws). */
export async function startRemotes(): Promise<Ready> {
  const manifest = await fetchRemotesManifest();
  const ready = await startWithPreview(manifest);
  registerAreas(manifest, ready.preview);
  return ready;
}

/**
 * Fetches /remotes.json, applies a staging preview and registers the remotes; `retry` starts over. A page hydrating
 * its prerendered HTML has started already (startShell.tsx): it passes that `started` state and nothing is fetched again.
 */
export function useRemotesStartup(started?: Ready): { state: StartupState; retry: () => void; clear: () => void } {
  const [state, setState] = useState<StartupState>(() => started ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [startedAt] = useState(() => (started ? 0 : -1));

  useEffect(() => {
    if (attempt === startedAt) return;
    let active = true;
    setState({ status: 'loading' });
    startRemotes()
      .then((ready) => {
        if (active) setState(ready);
      })
      .catch((error: unknown) => {
        console.error('Loading the remotes manifest failed', error);
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [attempt, startedAt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const clear = useCallback(() => {
    clearPreview(window.localStorage);
    window.location.reload();
  }, []);
  return { state, retry, clear };
}
