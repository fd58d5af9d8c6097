interface Props {
  onRetry: () => void;
}

/** Shown in place of an area whose remote could not be loaded or crashed. */
export function AreaFailedPanel({ onRetry }: Props) {
  return (
    <div className="shell-panel" role="alert" data-testid="area-failed">
      <h2 className="shell-panel__title">This section could not be loaded</h2>
      <p className="shell-panel__text">Please check your connection and try again.</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
