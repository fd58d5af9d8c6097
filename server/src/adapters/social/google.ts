// Google-type sign-in: the browser sends the provider's ID token (a JWT); the server checks its
// signature against the provider's JWKS, its issuer, audience (our client id) and expiry.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { splitName, type SocialVerifier } from './identity';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleVerifierOptions {
  keys: JWTVerifyGetKey;
  issuer: string | string[];
  clientId: string;
  /** Unix seconds; defaults to the wall clock. */
  now?: () => number;
}

export function createGoogleVerifier({ keys, issuer, clientId, now }: GoogleVerifierOptions): SocialVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer,
          audience: clientId,
          ...(now ? { currentDate: new Date(now() * 1000) } : {}),
        });
        if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
        const email = typeof payload.email === 'string' && payload.email_verified !== false ? payload.email : null;
        const fallback = splitName(typeof payload.name === 'string' ? payload.name : '');
        return {
          provider: 'google',
          subject: payload.sub,
          email,
          firstName: typeof payload.given_name === 'string' ? payload.given_name : fallback.firstName,
          lastName: typeof payload.family_name === 'string' ? payload.family_name : fallback.lastName,
        };
      } catch {
        return null;
      }
    },
  };
}

export function createRealGoogleVerifier(clientId: string): SocialVerifier {
  return createGoogleVerifier({ keys: createRemoteJWKSet(new URL(GOOGLE_JWKS_URL)), issuer: GOOGLE_ISSUERS, clientId });
}
