import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SocialProvider } from '@mealplan/shared/account';
import { sessionStore, type ServerUser } from '@mealplan/shared/session';
import { showServerError } from '../services/serverErrors';
import { takeSocialReturn, type SocialReturnPage } from '../services/socialSignIn';

/**
 * On coming back from the provider to `page` (#provider&token&state), exchanges the token with the server
 * through `exchange`; the user is signed in and sent to /, or sees the server message.
 */
export function useSocialReturn(page: SocialReturnPage, exchange: (provider: SocialProvider, token: string) => Promise<ServerUser>): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const returned = takeSocialReturn(location.hash);
    if (!returned) return;
    navigate(page, { replace: true });
    exchange(returned.provider, returned.token).then((user) => {
      sessionStore.setUser(user);
      navigate('/');
    }, showServerError);
  }, [exchange, location.hash, navigate, page]);
}
