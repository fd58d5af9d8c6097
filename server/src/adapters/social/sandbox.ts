// The local social sign-in provider used by default and in tests. It plays both provider types:
// Google type: ID tokens are RS256 JWTs signed with a key generated at start, checked against its JWKS;
// Facebook type: opaque access tokens answered by its debug_token and me endpoints.
// The real adapters (google.ts, facebook.ts) verify sandbox tokens exactly as they verify real ones.
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type KeyLike } from 'jose';
import type { SocialProvider } from '@mealplan/shared/account';
import { createFacebookVerifier, type GraphGet } from './facebook';
import { createGoogleVerifier } from './google';
import { splitName, type SocialVerifiers } from './identity';

export const SANDBOX_ISSUER = 'https://sandbox.mealplan.local';
export const SANDBOX_GOOGLE_CLIENT_ID = 'mealplan-sandbox-google';
export const SANDBOX_FACEBOOK_APP_ID = '100000000000001';
const TOKEN_LIFETIME_SECONDS = 60 * 60;
const KEY_ID = 'sandbox-1';

export interface SandboxProfile {
  name: string;
  email: string;
}

interface FacebookGrant {
  userId: string;
  profile: SandboxProfile;
  expiresAt: number;
}

export interface SocialSandbox {
  readonly verifiers: SocialVerifiers;
  /** A token as the provider would hand it to the browser after "Continue as …". */
  issueToken(provider: SocialProvider, profile: SandboxProfile): Promise<string>;
  /** The Google-type public keys. */
  jwks(): JSONWebKeySet;
  /** The Facebook-type Graph endpoints (debug_token, me). */
  graph: GraphGet;
}

/** The same person always gets the same provider user id. */
function subjectFor(provider: SocialProvider, email: string): string {
  return `${provider}-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function createSocialSandbox(): Promise<SocialSandbox> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const jwks: JSONWebKeySet = { keys: [publicJwk] };
  const appSecret = randomBytes(16).toString('hex');
  const grants = new Map<string, FacebookGrant>();

  const graph: GraphGet = async (path, params) => {
    if (path === 'debug_token') {
      if (params.access_token !== `${SANDBOX_FACEBOOK_APP_ID}|${appSecret}`) {
        return { error: { message: 'Invalid app access token' } };
      }
      const grant = grants.get(params.input_token ?? '');
      if (!grant) return { data: { is_valid: false } };
      return {
        data: { is_valid: true, app_id: SANDBOX_FACEBOOK_APP_ID, user_id: grant.userId, expires_at: grant.expiresAt },
      };
    }
    if (path === 'me') {
      const grant = grants.get(params.access_token ?? '');
      if (!grant || grant.expiresAt <= nowSeconds()) return { error: { message: 'Invalid OAuth access token' } };
      const { firstName, lastName } = splitName(grant.profile.name);
      return { id: grant.userId, email: grant.profile.email, name: grant.profile.name, first_name: firstName, last_name: lastName };
    }
    return { error: { message: `Unknown path ${path}` } };
  };

  const signGoogle = (key: KeyLike, profile: SandboxProfile) => {
    const { firstName, lastName } = splitName(profile.name);
    return new SignJWT({
      email: profile.email,
      email_verified: true,
      name: profile.name,
      given_name: firstName,
      family_name: lastName,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
      .setIssuer(SANDBOX_ISSUER)
      .setAudience(SANDBOX_GOOGLE_CLIENT_ID)
      .setSubject(subjectFor('google', profile.email))
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
      .sign(key);
  };

  return {
    verifiers: {
      google: createGoogleVerifier({
        keys: createLocalJWKSet(jwks),
        issuer: SANDBOX_ISSUER,
        clientId: SANDBOX_GOOGLE_CLIENT_ID,
      }),
      facebook: createFacebookVerifier({ graph, appId: SANDBOX_FACEBOOK_APP_ID, appSecret }),
    },
    async issueToken(provider, profile) {
      if (provider === 'google') return signGoogle(privateKey, profile);
      const token = randomBytes(24).toString('base64url');
      grants.set(token, {
        userId: subjectFor('facebook', profile.email),
        profile,
        expiresAt: nowSeconds() + TOKEN_LIFETIME_SECONDS,
      });
      return token;
    },
    jwks: () => jwks,
    graph,
  };
}
