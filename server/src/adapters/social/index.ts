// Social sign-in verifiers: the real provider when its credentials are configured; else the local sandbox outside
// production, and nothing in production (the button answers that this sign-in is not available).
import type { JWTVerifyGetKey } from 'jose';
import type { SocialProvider } from '@mealplan/shared/account';
import { ClientError } from '../../errors';
import { serverText, type ServerText } from '../../i18n';
import { providerModes } from '../providers';
import { createRealFacebookVerifier } from './facebook';
import { createGoogleVerifier, createRealGoogleVerifier, GOOGLE_ISSUERS } from './google';
import type { SocialVerifier, SocialVerifiers } from './identity';
import { createSocialSandbox, type SocialSandbox } from './sandbox';

export type { SocialIdentity, SocialVerifier, SocialVerifiers } from './identity';
export type { SocialSandbox } from './sandbox';

let processSandbox: Promise<SocialSandbox> | undefined;

/** The one sandbox provider of this process, shared by the verifiers and the /sandbox/social pages. */
export function socialSandbox(): Promise<SocialSandbox> {
  processSandbox ??= createSocialSandbox();
  return processSandbox;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export const socialOffMessage = (provider: SocialProvider): ServerText => serverText('server.socialOff', { provider: PROVIDER_NAMES[provider] });

function disabledVerifier(provider: SocialProvider): SocialVerifier {
  return {
    verify() {
      return Promise.reject(new ClientError(socialOffMessage(provider)));
    },
  };
}

export interface SocialVerifierOptions {
  /** The Google key set to check signatures with (default: Google's published JWKS). */
  googleKeys?: JWTVerifyGetKey;
}

export async function createSocialVerifiers(env: NodeJS.ProcessEnv, opts: SocialVerifierOptions = {}): Promise<SocialVerifiers> {
  const modes = providerModes(env);
  const sandbox = modes.google === 'sandbox' || modes.facebook === 'sandbox' ? await socialSandbox() : undefined;
  const pick = (provider: SocialProvider, real: () => SocialVerifier): SocialVerifier => {
    if (modes[provider] === 'real') return real();
    return sandbox && modes[provider] === 'sandbox' ? sandbox.verifiers[provider] : disabledVerifier(provider);
  };
  return {
    google: pick('google', () =>
      opts.googleKeys
        ? createGoogleVerifier({ keys: opts.googleKeys, issuer: GOOGLE_ISSUERS, clientId: env.GOOGLE_CLIENT_ID ?? '' })
        : createRealGoogleVerifier(env.GOOGLE_CLIENT_ID ?? ''),
    ),
    facebook: pick('facebook', () => createRealFacebookVerifier(env.FACEBOOK_APP_ID ?? '', env.FACEBOOK_APP_SECRET ?? '')),
  };
}
