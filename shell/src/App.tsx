import { observer } from 'mobx-react-lite';
import { sessionStore } from '@mealplan/shared/session';
import { AppFrame } from './chrome';
import { AreaLoading } from './areas/AreaLoading';
import { useRemotesStartup, type Ready } from './federation/useRemotesStartup';
import { OfflineMenuPage } from './offline/OfflineMenu';
import { useOnline } from './offline/useOnline';
import { PreviewBadge, PreviewNotice } from './PreviewBadge';
import { AreaOutlet } from './routing/AreaOutlet';
import { StartupError } from './StartupError';

/**
 * The host page: chrome around the area that owns the current route; a signed-in customer offline sees the kept menu.
 * `started` when the remotes were started before rendering (a prerendered page).
 */
export const App = observer(function App({ started }: { started?: Ready }) {
  const { state, retry, clear } = useRemotesStartup(started);
  const online = useOnline();

  if (!online && sessionStore.isSignedIn) {
    return (
      <AppFrame offline>
        <OfflineMenuPage token={sessionStore.token} />
      </AppFrame>
    );
  }
  if (state.status === 'failed') return <StartupError onRetry={retry} />;
  return (
    <AppFrame>
      {state.status === 'ready' && state.preview && <PreviewBadge preview={state.preview} onClear={clear} />}
      {state.status === 'ready' && state.notice && <PreviewNotice messageId={state.notice} />}
      {state.status === 'ready' ? <AreaOutlet routes={state.routes} /> : <AreaLoading />}
    </AppFrame>
  );
});
