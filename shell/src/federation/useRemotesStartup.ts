import { useCallback, useEffect, useState } from 'react';
import { clearPreview, resolvePreview, type PreviewOverride } from './preview';
import { registerAreas } from './registry';
import { fetchRemotesManifest } from './remotesManifest';

export type StartupState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; preview: PreviewOverride | null };

/** Fetches /remotes.json, applies a staging preview and registers the remotes; `retry` starts over. */
export function useRemotesStartup(): { state: StartupState; retry: () => void; clear: () => void } {
  const [state, setState] = useState<StartupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    fetchRemotesManifest().then(
      (manifest) => {
        if (!active) return;
        const preview = resolvePreview(window.location, window.history, window.localStorage, manifest);
        registerAreas(manifest, preview);
        setState({ status: 'ready', preview });
      },
      (error: unknown) => {
        console.error('Loading the remotes manifest failed', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const clear = useCallback(() => {
    clearPreview(window.localStorage);
    window.location.reload();
  }, []);
  return { state, retry, clear };
}
