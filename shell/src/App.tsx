import { AppFrame } from './chrome';
import { AreaLoading } from './areas/AreaLoading';
import { useRemotesStartup, type Ready } from './federation/useRemotesStartup';
import { PreviewBadge, PreviewNotice } from './PreviewBadge';
import { AreaOutlet } from './routing/AreaOutlet';
import { StartupError } from './StartupError';

/** The host page: chrome around the area that owns the current route; `started` when the remotes were started before rendering (a prerendered page). */
export function App({ started }: { started?: Ready }) {
  const { state, retry, clear } = useRemotesStartup(started);

  if (state.status === 'failed') return <StartupError onRetry={retry} />;
  return (
    <AppFrame>
      {state.status === 'ready' && state.preview && <PreviewBadge preview={state.preview} onClear={clear} />}
      {state.status === 'ready' && state.notice && <PreviewNotice messageId={state.notice} />}
      {state.status === 'ready' ? <AreaOutlet routes={state.routes} /> : <AreaLoading />}
    </AppFrame>
  );
}
