import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readCookie, writeCookie } from '@mealplan/shared/session';
import { Button } from '@mealplan/shared/ui';
import { chromePaths } from './paths';

export const COOKIE_NAME = 'showCookieMessage';
/** spec 1 §9: the cookie lasts 10000 days. */
export const COOKIE_DAYS = 10_000;

/** The cookie notice with an Ok button; accepting sets showCookieMessage=false for 10000 days. */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => readCookie(COOKIE_NAME) !== 'false');
  if (!visible) return null;
  const accept = () => {
    writeCookie(COOKIE_NAME, 'false', COOKIE_DAYS);
    setVisible(false);
  };
  return (
    <section className="chrome-cookie" aria-label="Cookie notice">
      <p className="chrome-cookie__text">
        We use cookies to keep you signed in and to improve your experience on MealPlan. Read our{' '}
        <Link to={chromePaths.privacyPolicy}>privacy policy</Link>.
      </p>
      <Button onClick={accept}>Ok</Button>
    </section>
  );
}
