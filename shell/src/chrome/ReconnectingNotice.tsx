import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { sessionStore } from '@mealplan/shared/session';

/** Shown while a session check that failed for a passing reason (a limit, a timeout, an outage) is retried: the customer stays signed in. */
export const ReconnectingNotice = observer(function ReconnectingNotice() {
  const intl = useIntl();
  if (!sessionStore.reconnecting) return null;
  return (
    <p className="chrome-reconnecting" role="status">
      {intl.formatMessage({ id: 'shell.reconnecting' })}
    </p>
  );
});
