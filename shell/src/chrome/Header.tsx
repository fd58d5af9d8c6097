import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, useLocation } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { MyMenuLinks } from './MyMenuLinks';
import { ProfileMenu } from './ProfileMenu';
import { ConsultationButton } from './ConsultationButton';
import { RenewLink } from './RenewLink';
import { navClass } from './navClass';
import { chromePaths, isModifyPath } from './paths';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch';

/** Header navigation of spec 1 §2, with a burger toggle on mobile. */
export const Header = observer(function Header({ burger = true }: { burger?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  const atModify = isModifyPath(pathname);

  useEffect(() => setMenuOpen(false), [pathname]);
  const intl = useIntl();

  return (
    <header className="chrome-header">
      <div className="chrome-header__bar">
        <Link to={chromePaths.home} className="chrome-brand">
          <svg className="chrome-brand__mark" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 20c0-9 6-15 16-16-1 10-7 16-16 16Zm0 0 9-9"
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
          {intl.formatMessage({ id: 'shell.brand' })}
        </Link>
        {burger && (
          <button
            type="button"
            className="chrome-burger"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={intl.formatMessage({ id: menuOpen ? 'shell.header.closeMenu' : 'shell.header.openMenu' })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="chrome-burger__bars" aria-hidden="true" />
          </button>
        )}
        <nav
          id={navId}
          aria-label={intl.formatMessage({ id: 'shell.header.mainNav' })}
          className={`chrome-nav${menuOpen || !burger ? ' chrome-nav--open' : ''}`}
        >
          <MyMenuLinks />
          <div className="chrome-nav__end">
            {sessionStore.isSignedIn && <RenewLink className={atModify ? 'chrome-only-wide' : undefined} />}
            <ConsultationButton onOpen={() => setMenuOpen(false)} />
            <LanguageSwitch />
            <NavLink to={chromePaths.feedback} className={navClass()}>
              {intl.formatMessage({ id: 'shell.header.feedback' })}
            </NavLink>
            {sessionStore.isSignedIn ? (
              <ProfileMenu />
            ) : (
              <Link to={chromePaths.signIn} className="chrome-link chrome-link--sign-in">
                {intl.formatMessage({ id: 'shell.header.signIn' })}
              </Link>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
});
