import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { sessionStore } from '@mealplan/shared/session';
import { chromePaths } from './paths';

const daysLeftText = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'} left`;

/** "Renew My menu (N days left)" -> /renewplan, only while the plan ends within 16 days. */
export const RenewLink = observer(function RenewLink({ className }: { className?: string }) {
  const daysLeft = sessionStore.renewDaysLeft(Math.floor(Date.now() / 1000));
  if (daysLeft === null) return null;
  return (
    <NavLink to={chromePaths.renewPlan} className={({ isActive }) => ['chrome-link', 'chrome-link--renew', isActive && 'chrome-link--active', className].filter(Boolean).join(' ')}>
      Renew My menu ({daysLeftText(daysLeft)})
    </NavLink>
  );
});
