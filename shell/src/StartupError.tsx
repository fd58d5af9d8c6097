import { FailurePanel } from './areas/AreaFailedPanel';

/** Full-page message when the site's remotes manifest cannot be loaded. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return <FailurePanel failed="page" onRetry={onRetry} />;
}
