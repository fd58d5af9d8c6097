import { createContext, useContext, useState } from 'react';
import { Link } from '@mealplan/shared/router';
import { readCookie, writeCookie } from '@mealplan/shared/session';
import { COOKIE_NOTICE_ANSWERED, COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS, cookieNoticeAnswered } from '@mealplan/shared/cookieNotice';
import { Button, untilScript, useHydrated } from '@mealplan/shared/ui';
import { chromePaths } from './paths';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Whether the visitor has tapped Ok, for a rendering with no browser cookies to read (the prerender makes each page
 * with and without the notice); undefined in the browser, which reads its cookie.
 */
export const CookieNoticeAnsweredContext = createContext<boolean | undefined>(undefined);

/**
 * The cookie notice with an Ok button; accepting sets showCookieMessage=false for 10000 days. It is in a prerendered
 * page's HTML (the server sends a visitor who tapped Ok the copy without it, by the same cookie), so it paints with the
 * page; its Ok waits for the page's script (untilScript), the loader keeping a guest's tap until React has it.
 */
export function CookieNotice() {
  const answeredInPrerender = useContext(CookieNoticeAnsweredContext);
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(() => answeredInPrerender ?? cookieNoticeAnswered(readCookie(COOKIE_NOTICE_COOKIE)));
  const intl = useIntl();
  if (answered) return null;
  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_ANSWERED, COOKIE_NOTICE_DAYS);
    setAnswered(true);
  };
  return (
    <section className="chrome-cookie" aria-label={intl.formatMessage({ id: 'shell.cookie.label' })}>
      <p className="chrome-cookie__text">
        <FormattedMessage id="shell.cookie.text" values={{ link: (text) => <Link to={chromePaths.privacyPolicy}>{text}</Link> }} />
      </p>
      <Button onClick={accept} {...untilScript(hydrated)}>
        {intl.formatMessage({ id: 'shell.cookie.ok' })}
      </Button>
    </section>
  );
}
