import { FormattedMessage } from 'react-intl';

interface Props {
  onRetry: () => void;
}

/** Shown in place of an area whose remote could not be loaded or crashed. */
export function AreaFailedPanel({ onRetry }: Props) {
  return (
    <div className="shell-panel" role="alert" data-testid="area-failed">
      <h2 className="shell-panel__title">
        <FormattedMessage id="shell.area.failedTitle" />
      </h2>
      <p className="shell-panel__text">
        <FormattedMessage id="shell.area.failedText" />
      </p>
      <button type="button" className="shell-button" onClick={onRetry}>
        <FormattedMessage id="shell.area.retry" />
      </button>
    </div>
  );
}
