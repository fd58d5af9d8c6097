import type { SocialProvider } from '@mealplan/shared/account';
import type { PageSetting } from '@mealplan/shared/protocol';

const STATE_KEY = 'socialSignInState';
const SANDBOX_AUTHORIZE = (provider: SocialProvider) => `/sandbox/social/${provider}/authorize`;

export interface SocialReturn {
  provider: SocialProvider;
  token: string;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The page the provider sends the customer back to: /sign-in signs in, /sign-up registers. */
export type SocialReturnPage = '/sign-in' | '/sign-up';

/** The provider's authorize address (a configured one, or the local sandbox) coming back to returnPage. */
export function authorizeUrl(
  provider: SocialProvider,
  origin: string,
  state: string,
  configured = '',
  returnPage: SocialReturnPage = '/sign-in',
): string {
  const base = configured || SANDBOX_AUTHORIZE(provider);
  const separator = base.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ redirect_uri: `${origin}${returnPage}`, state });
  return `${base}${separator}${query.toString()}`;
}

/** Leaves for the provider; the state is kept for this tab to check on return. */
export function startSocialSignIn(provider: SocialProvider, configured: string, returnPage: SocialReturnPage): void {
  const state = randomState();
  sessionStorage.setItem(STATE_KEY, state);
  window.location.assign(authorizeUrl(provider, window.location.origin, state, configured, returnPage));
}

/** Reads `#provider=..&token=..&state=..`; only a return whose state this tab issued is accepted (once). */
export function takeSocialReturn(hash: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): SocialReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const provider = params.get('provider');
  const token = params.get('token');
  const state = params.get('state');
  if ((provider !== 'google' && provider !== 'facebook') || !token || !state) return null;
  const expected = storage.getItem(STATE_KEY);
  storage.removeItem(STATE_KEY);
  return expected === state ? { provider, token } : null;
}

/** Setting aliases of real provider authorize addresses; without them the local sandbox is used. */
export const AUTHORIZE_URL_SETTINGS: Record<SocialProvider, PageSetting> = {
  google: 'googleAuthorizeUrl',
  facebook: 'facebookAuthorizeUrl',
};
