import { observer } from 'mobx-react-lite';
import { NavLink } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { chromePaths } from './paths';
import { useIntl } from 'react-intl';

/**
 * "Renew My menu (N days left)", only while the plan ends within 16 days: /modify/renew, the modify remote's route that
 * opens the renew-request modal (the shell knows the path, not the remote's dialog).
 */
export const RenewLink = observer(function RenewLink({ className }: { className?: string }) {
  const intl = useIntl();
  const daysLeft = sessionStore.renewDaysLeft(Math.floor(Date.now() / 1000));
  if (daysLeft === null) return null;
  return (
    <NavLink
      to={chromePaths.renewRequest}
      className={({ isActive }) => ['chrome-link', 'chrome-link--renew', isActive && 'chrome-link--active', className].filter(Boolean).join(' ')}
    >
      {intl.formatMessage({ id: 'shell.header.renewMyMenu' }, { days: daysLeft })}
    </NavLink>
  );
});
