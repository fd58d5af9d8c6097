// Facebook-type sign-in: the browser sends the provider's access token; the server asks the provider's
// debug_token endpoint (with the app's credentials) whether it is valid, issued to our app and unexpired,
// then reads the profile with that token.
import { splitName, type SocialVerifier } from './identity';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** GET <graph>/<path>?<params> answering JSON. */
export type GraphGet = (path: string, params: Record<string, string>) => Promise<unknown>;

export interface FacebookVerifierOptions {
  graph: GraphGet;
  appId: string;
  appSecret: string;
  /** Unix seconds; defaults to the wall clock. */
  now?: () => number;
}

interface DebugTokenAnswer {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string; expires_at?: number };
}

interface ProfileAnswer {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  name?: string;
}

export function createFacebookVerifier({ graph, appId, appSecret, now }: FacebookVerifierOptions): SocialVerifier {
  const clock = now ?? (() => Math.floor(Date.now() / 1000));
  return {
    async verify(token) {
      try {
        const debug = (await graph('debug_token', {
          input_token: token,
          access_token: `${appId}|${appSecret}`,
        })) as DebugTokenAnswer;
        const info = debug.data;
        if (!info?.is_valid || info.app_id !== appId || !info.user_id) return null;
        if (info.expires_at && info.expires_at !== 0 && info.expires_at <= clock()) return null;
        const profile = (await graph('me', {
          fields: 'id,email,first_name,last_name,name',
          access_token: token,
        })) as ProfileAnswer;
        if (profile.id !== info.user_id) return null;
        const fallback = splitName(profile.name ?? '');
        return {
          provider: 'facebook',
          subject: info.user_id,
          email: profile.email ?? null,
          firstName: profile.first_name ?? fallback.firstName,
          lastName: profile.last_name ?? fallback.lastName,
        };
      } catch {
        return null;
      }
    },
  };
}

export function httpGraph(baseUrl: string): GraphGet {
  return async (path, params) => {
    const response = await fetch(`${baseUrl}/${path}?${new URLSearchParams(params).toString()}`);
    if (!response.ok) throw new Error(`Graph API answered ${response.status}`);
    const body: unknown = await response.json();
    return body;
  };
}

export function createRealFacebookVerifier(appId: string, appSecret: string): SocialVerifier {
  return createFacebookVerifier({ graph: httpGraph(FACEBOOK_GRAPH_URL), appId, appSecret });
}
