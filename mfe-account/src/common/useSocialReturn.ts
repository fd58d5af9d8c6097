import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@mealplan/shared/router';
import type { SocialProvider } from '@mealplan/shared/account';
import { sessionStore, type ServerUser } from '@mealplan/shared/session';
import { showServerError } from './serverErrors';
import { takeSocialReturn, type SocialReturnPage } from './socialSignIn';

/**
 * On coming back from the provider to `page` (#provider&token&state), exchanges the token with the server
 * through `exchange`; the user is signed in and sent to /, or sees the server message.
 */
export function useSocialReturn(page: SocialReturnPage, exchange: (provider: SocialProvider, token: string) => Promise<ServerUser>): void {
  const navigate = useNavigate();
  const location = useLocation();
  // The page passes a new function each render; the return is handled once per hash, with the latest one.
  const latestExchange = useRef(exchange);
  latestExchange.current = exchange;
  useEffect(() => {
    const returned = takeSocialReturn(location.hash);
    if (!returned) return;
    navigate(page, { replace: true });
    latestExchange.current(returned.provider, returned.token).then((user) => {
      sessionStore.setUser(user);
      navigate('/');
    }, showServerError);
  }, [location.hash, navigate, page]);
}
