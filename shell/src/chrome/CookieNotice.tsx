import { useState } from 'react';
import { Link } from '@mealplan/shared/router';
import { readCookie, writeCookie } from '@mealplan/shared/session';
import { Button, useHydrated } from '@mealplan/shared/ui';
import { chromePaths } from './paths';
import { FormattedMessage, useIntl } from 'react-intl';

const COOKIE_NAME = 'showCookieMessage';
/** spec 1 §9: the cookie lasts 10000 days. */
const COOKIE_DAYS = 10_000;

/** The cookie notice with an Ok button; accepting sets showCookieMessage=false for 10000 days. */
export function CookieNotice() {
  // Prerendered HTML has no notice (the server's copy is the same for every guest): it appears once hydrated.
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_NAME) === 'false');
  const intl = useIntl();
  if (!hydrated || accepted) return null;
  const accept = () => {
    writeCookie(COOKIE_NAME, 'false', COOKIE_DAYS);
    setAccepted(true);
  };
  return (
    <section className="chrome-cookie" aria-label={intl.formatMessage({ id: 'shell.cookie.label' })}>
      <p className="chrome-cookie__text">
        <FormattedMessage id="shell.cookie.text" values={{ link: (text) => <Link to={chromePaths.privacyPolicy}>{text}</Link> }} />
      </p>
      <Button onClick={accept}>{intl.formatMessage({ id: 'shell.cookie.ok' })}</Button>
    </section>
  );
}
