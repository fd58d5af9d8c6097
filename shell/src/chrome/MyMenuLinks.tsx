import { observer } from 'mobx-react-lite';
import { NavLink, useLocation } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { RemainingDeliveries } from './RemainingDeliveries';
import { RenewLink } from './RenewLink';
import { navClass } from './navClass';
import { chromePaths, isModifyPath } from './paths';
import { useIntl } from 'react-intl';

/** The header's left side: "My menu" with the deliveries left, and on narrow screens at /modify its Edit / View / Renew variants. */
export const MyMenuLinks = observer(function MyMenuLinks() {
  const atModify = isModifyPath(useLocation().pathname);
  const intl = useIntl();
  const myMenuPath = sessionStore.isSignedIn && sessionStore.hasPlan ? chromePaths.modify : chromePaths.checkout;
  return (
    <div className="chrome-nav__start">
      <NavLink to={myMenuPath} className={navClass(atModify && 'chrome-only-wide')}>
        {intl.formatMessage({ id: 'shell.header.myMenu' })}
      </NavLink>
      <RemainingDeliveries />
      {atModify && (
        <>
          <NavLink to={chromePaths.modify} end className={navClass('chrome-only-narrow')}>
            {intl.formatMessage({ id: 'shell.header.editMyMenu' })}
          </NavLink>
          <NavLink to={chromePaths.viewMenu} className={navClass('chrome-only-narrow')}>
            {intl.formatMessage({ id: 'shell.header.viewMyMenu' })}
          </NavLink>
          <RenewLink className="chrome-only-narrow" />
        </>
      )}
    </div>
  );
});
