import { createContext, useContext, useMemo, useState } from 'react';
import { Link } from '@mealplan/shared/router';
import { cookieText, readCookie, writeCookie } from '@mealplan/shared/session';
import { COOKIE_NOTICE_ANSWERED, COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS, cookieNoticeAnswered } from '@mealplan/shared/cookieNotice';
import { Button, untilScript, useHydrated } from '@mealplan/shared/ui';
import { chromePaths } from './paths';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * Whether the visitor has tapped Ok, for a rendering with no browser cookies to read (the prerender makes each page
 * with and without the notice); undefined in the browser, which reads its cookie.
 */
export const CookieNoticeAnsweredContext = createContext<boolean | undefined>(undefined);

/** The notice's element: the prerendered pages' loader hides it at a tap on Ok before React has the page (data-hides). */
const NOTICE_ID = 'cookie-notice';

/** What the Ok button writes: the loader writes the same text at a tap before React has the page (data-sets-cookie). */
const ANSWERED_COOKIE = cookieText(COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_ANSWERED, COOKIE_NOTICE_DAYS);

/**
 * In the render that hydrates a prerendered page: whether its HTML came without the notice. The server chose the copy
 * by the cookie, but the loader may have written the cookie since, at a tap on Ok: the hydrating render follows the
 * HTML (no mismatch), the render after it the cookie (the notice goes).
 */
const answeredInHtml = () => typeof document !== 'undefined' && document.getElementById(NOTICE_ID) === null;

/**
 * The cookie notice with an Ok button; accepting sets showCookieMessage=false for 10000 days. It is in a prerendered
 * page's HTML (the server sends a visitor who tapped Ok the copy without it, by the same cookie), so it paints with the
 * page; its Ok answers before React has the page: the loader writes the cookie and hides the notice
 * at the tap, so a link followed at once asks for the next page with the cookie.
 */
export function CookieNotice() {
  const answeredInPrerender = useContext(CookieNoticeAnsweredContext);
  const hydrated = useHydrated();
  const answeredBefore = useMemo(
    () => answeredInPrerender ?? (hydrated ? cookieNoticeAnswered(readCookie(COOKIE_NOTICE_COOKIE)) : answeredInHtml()),
    [answeredInPrerender, hydrated],
  );
  const [acceptedHere, setAcceptedHere] = useState(false);
  const intl = useIntl();
  if (answeredBefore || acceptedHere) return null;
  const accept = () => {
    writeCookie(COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_ANSWERED, COOKIE_NOTICE_DAYS);
    setAcceptedHere(true);
  };
  return (
    <section id={NOTICE_ID} className="chrome-cookie" aria-label={intl.formatMessage({ id: 'shell.cookie.label' })}>
      <p className="chrome-cookie__text">
        <FormattedMessage id="shell.cookie.text" values={{ link: (text) => <Link to={chromePaths.privacyPolicy}>{text}</Link> }} />
      </p>
      <Button onClick={accept} data-sets-cookie={ANSWERED_COOKIE} data-hides={NOTICE_ID} {...untilScript(hydrated)}>
        {intl.formatMessage({ id: 'shell.cookie.ok' })}
      </Button>
    </section>
  );
}
