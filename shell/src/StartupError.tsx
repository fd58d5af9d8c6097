import { FormattedMessage } from 'react-intl';

interface Props {
  onRetry: () => void;
}

/** Full-page message when the site's remotes manifest cannot be loaded. */
export function StartupError({ onRetry }: Props) {
  return (
    <main className="shell-startup-error" role="alert" data-testid="startup-error">
      <h1 className="shell-startup-error__title">
        <FormattedMessage id="shell.startup.title" />
      </h1>
      <p className="shell-panel__text">
        <FormattedMessage id="shell.startup.text" />
      </p>
      <button type="button" className="shell-button" onClick={onRetry}>
        <FormattedMessage id="shell.area.retry" />
      </button>
    </main>
  );
}
