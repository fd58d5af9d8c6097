import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation } from '@mealplan/shared/router';
import { remainingDeliveries, sessionStore, visitKey } from '@mealplan/shared/session';

/**
 * The deliveries the customer has left (doc 1 §7 "order remaining deliveries", a call of the header): beside My menu
 * while a plan is held. Read again on each page change, so a skipped or paused day shows at once after the customer
 * leaves /modify; nothing shows while it is unknown (the call failed or has not answered). The read is the page visit's
 * (remainingDeliveries.forVisit): a page that shows the deliveries too, the dashboard, shares it.
 */
export const RemainingDeliveries = observer(function RemainingDeliveries({ className }: { className?: string }) {
  const intl = useIntl();
  const { key } = useLocation();
  const [count, setCount] = useState<number | null>(null);
  const userId = sessionStore.user_id;
  const hasPlan = sessionStore.hasPlan;

  useEffect(() => {
    if (userId === null || !hasPlan) {
      setCount(null);
      return;
    }
    let current = true;
    remainingDeliveries
      .forVisit(visitKey(userId, key))
      .then((reply) => current && setCount(reply.count))
      .catch(() => current && setCount(null));
    return () => {
      current = false;
    };
  }, [userId, hasPlan, key]);

  if (count === null || !hasPlan) return null;
  return (
    <span className={['chrome-deliveries', className].filter(Boolean).join(' ')} data-testid="remaining-deliveries">
      {intl.formatMessage({ id: 'shell.header.deliveriesLeft' }, { count })}
    </span>
  );
});
