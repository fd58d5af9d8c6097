// Social sign-in verifiers: the real providers when their credentials are configured, else the sandbox.
import { createRealFacebookVerifier } from './facebook';
import { createRealGoogleVerifier } from './google';
import type { SocialVerifiers } from './identity';
import { createSocialSandbox, type SocialSandbox } from './sandbox';

export type { SocialIdentity, SocialVerifier, SocialVerifiers } from './identity';
export type { SocialSandbox } from './sandbox';

let processSandbox: Promise<SocialSandbox> | undefined;

/** The one sandbox provider of this process, shared by the verifiers and the /sandbox/social pages. */
export function socialSandbox(): Promise<SocialSandbox> {
  processSandbox ??= createSocialSandbox();
  return processSandbox;
}

export async function createSocialVerifiers(env: NodeJS.ProcessEnv): Promise<SocialVerifiers> {
  const sandbox = await socialSandbox();
  return {
    google: env.GOOGLE_CLIENT_ID ? createRealGoogleVerifier(env.GOOGLE_CLIENT_ID) : sandbox.verifiers.google,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? createRealFacebookVerifier(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET)
        : sandbox.verifiers.facebook,
  };
}
