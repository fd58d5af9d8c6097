import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from '@mealplan/shared/router';
import { initials } from '@mealplan/shared/i18n';
import { logout, sessionStore, userAvatar } from '@mealplan/shared/session';
import { chromePaths } from './paths';
import { useIntl } from 'react-intl';

/** The customer's uploaded photo, else the first initial of their name (an Arabic name's, not its article 'ال'). */
const ProfileAvatar = observer(function ProfileAvatar() {
  const userId = sessionStore.user_id;
  useEffect(() => {
    if (userId !== null) void userAvatar.loadFor(userId);
  }, [userId]);
  if (userAvatar.url) return <img className="chrome-profile__avatar chrome-profile__photo" src={userAvatar.url} alt="" data-testid="header-photo" />;
  // Empty until the session check has brought the user (and on the prerendered dashboard), rather than a placeholder.
  return (
    <span className="chrome-profile__avatar" aria-hidden="true" data-testid="header-initial">
      {initials(sessionStore.fullName || sessionStore.email, 1)}
    </span>
  );
});

/** The signed-in user's menu: "Profile settings", My progress, My Credit (doc 3 §2 pages, issue 39) and "Log Out" (a disclosure, closed by Escape or a click outside). */
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

  return (
    <div
      className="chrome-profile"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className="chrome-profile__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        <ProfileAvatar />
        <span className="chrome-profile__name">{sessionStore.firstName || intl.formatMessage({ id: 'shell.profile.fallbackName' })}</span>
      </button>
      <ul id={listId} className="chrome-profile__list" hidden={!open}>
        <li>
          <Link to={chromePaths.profile} className="chrome-profile__item" onClick={() => setOpen(false)}>
            {intl.formatMessage({ id: 'shell.profile.settings' })}
          </Link>
        </li>
        <li>
          <Link to={chromePaths.progress} className="chrome-profile__item" onClick={() => setOpen(false)}>
            {intl.formatMessage({ id: 'shell.profile.progress' })}
          </Link>
        </li>
        <li>
          <Link to={chromePaths.credit} className="chrome-profile__item" onClick={() => setOpen(false)}>
            {intl.formatMessage({ id: 'shell.profile.credit' })}
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
