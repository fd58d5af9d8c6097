import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from '@mealplan/shared/router';
import { sessionStore, socketClient } from '@mealplan/shared/session';

/**
 * The deliveries the customer has left (doc 1 §7 "order remaining deliveries", a call of the header): beside My menu
 * while a plan is held. Read again on each page change, so a skipped or paused day shows at once after the customer
 * leaves /modify; nothing shows while it is unknown (the call failed or has not answered).
 */
export const RemainingDeliveries = observer(function RemainingDeliveries({ className }: { className?: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const userId = sessionStore.user_id;
  const hasPlan = sessionStore.hasPlan;

  useEffect(() => {
    if (userId === null || !hasPlan) {
      setCount(null);
      return;
    }
    let current = true;
    socketClient
      .call('order', 'remainingDeliveries', {})
      .then((reply) => current && setCount(reply.count))
      .catch(() => current && setCount(null));
    return () => {
      current = false;
    };
  }, [userId, hasPlan, pathname]);

  if (count === null || !hasPlan) return null;
  return (
    <span className={['chrome-deliveries', className].filter(Boolean).join(' ')} data-testid="remaining-deliveries">
      {intl.formatMessage({ id: 'shell.header.deliveriesLeft' }, { count })}
    </span>
  );
});
