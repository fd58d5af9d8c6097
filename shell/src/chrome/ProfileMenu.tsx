import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@mealplan/shared/router';
import { logout, sessionStore } from '@mealplan/shared/session';
import { chromePaths } from './paths';
import { useIntl } from 'react-intl';

/** The signed-in user's menu: "Profile settings" and "Log Out" (a disclosure, closed by Escape or a click outside). */
export const ProfileMenu = observer(function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const intl = useIntl();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  // Empty until the session check has brought the user (and on the prerendered dashboard), rather than a placeholder.
  const initial = (sessionStore.firstName || sessionStore.email).charAt(0).toUpperCase();

  return (
    <div
      className="chrome-profile"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className="chrome-profile__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        <span className="chrome-profile__avatar" aria-hidden="true">
          {initial}
        </span>
        <span className="chrome-profile__name">{sessionStore.firstName || intl.formatMessage({ id: 'shell.profile.fallbackName' })}</span>
      </button>
      <ul id={listId} className="chrome-profile__list" hidden={!open}>
        <li>
          <Link to={chromePaths.profile} className="chrome-profile__item" onClick={() => setOpen(false)}>
            {intl.formatMessage({ id: 'shell.profile.settings' })}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="chrome-profile__item"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            {intl.formatMessage({ id: 'shell.profile.logOut' })}
          </button>
        </li>
      </ul>
    </div>
  );
});
