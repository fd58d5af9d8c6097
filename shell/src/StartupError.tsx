interface Props {
  onRetry: () => void;
}

/** Full-page message when the site's remotes manifest cannot be loaded. */
export function StartupError({ onRetry }: Props) {
  return (
    <main className="shell-startup-error" role="alert" data-testid="startup-error">
      <h1 className="shell-startup-error__title">Meal Plan is not available right now</h1>
      <p className="shell-panel__text">We could not load the site. Please check your connection and try again.</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}
