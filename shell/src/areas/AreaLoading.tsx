import { Spinner } from '@mealplan/shared/ui';
import { FormattedMessage } from 'react-intl';

/** Shown while a remote's code downloads or the session check runs. */
export function AreaLoading() {
  return (
    <div className="shell-loading" role="status" aria-live="polite">
      <Spinner label="" />
      <FormattedMessage id="shell.area.loading" />
    </div>
  );
}
