// Social sign-in and sign-up: the provider's token is verified on the server; the identity it proves
// is linked to a user by (provider, subject), or by the verified email the first time.
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { ACCOUNT_MESSAGES, type SocialProvider } from '@mealplan/shared/account';
import { serverText } from '../i18n';
import type { SocialIdentity } from '../adapters/social';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { AccountDeps } from './deps';
import { completeSignIn, type SignIn } from './sign-in';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users';

const PROVIDER_TITLES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

type SocialDeps = Pick<AccountDeps, 'db' | 'now' | 'services'>;

async function verifiedIdentity(deps: SocialDeps, provider: SocialProvider, token: string): Promise<SocialIdentity> {
  const { social } = deps.services.accounts;
  const identity = await social[provider].verify(token);
  if (!identity) throw new ClientError(ACCOUNT_MESSAGES.socialTokenInvalid);
  return identity;
}

async function linkIdentity(db: Db, identity: SocialIdentity, userId: number, now: number): Promise<void> {
  await db.query('INSERT INTO social_identities (provider, subject, user_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    identity.provider,
    identity.subject,
    userId,
    now,
  ]);
}

async function findLinkedUser(deps: SocialDeps, identity: SocialIdentity): Promise<UserRow | undefined> {
  const link = await deps.db.one<{ user_id: number }>('SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2', [
    identity.provider,
    identity.subject,
  ]);
  if (link) return findUserById(deps.db, link.user_id);
  if (!identity.email) return undefined;
  const byEmail = await findUserByEmail(deps.db, identity.email);
  if (byEmail) await linkIdentity(deps.db, identity, byEmail.id, deps.now());
  return byEmail;
}

function refuseBanned(user: UserRow): void {
  if (user.banned) throw new ClientError(ACCOUNT_MESSAGES.banned, undefined, undefined, { banned: true });
}

/** login google/facebook: only an existing account may sign in. */
export async function socialSignIn(deps: SocialDeps, provider: SocialProvider, token: string, browserId: string): Promise<SignIn> {
  const identity = await verifiedIdentity(deps, provider, token);
  const user = await findLinkedUser(deps, identity);
  if (!user) throw new ClientError(serverText('account.noSocialAccount', { provider: PROVIDER_TITLES[provider] }));
  refuseBanned(user);
  return completeSignIn(deps, user, browserId);
}

/** registration google/facebook: creates the account (email confirmed by the provider), or signs in an existing one. */
export async function socialSignUp(
  deps: SocialDeps,
  provider: SocialProvider,
  token: string,
  browserId: string,
  language: string | null,
): Promise<SignIn> {
  const identity = await verifiedIdentity(deps, provider, token);
  const existing = await findLinkedUser(deps, identity);
  if (existing) {
    refuseBanned(existing);
    return completeSignIn(deps, existing, browserId);
  }
  if (!identity.email) throw new ClientError(ACCOUNT_MESSAGES.socialEmailMissing);
  const email = identity.email;
  const now = deps.now();
  const userId = await deps.db.tx(async (tx) => {
    const id = await insertUser(
      tx,
      {
        email,
        passwordHash: null,
        firstName: identity.firstName,
        lastName: identity.lastName,
        phoneCode: null,
        phone: null,
        whatsapp: null,
        refererId: null,
        // Older clients send the browser's region ('US', 'AE'): only a language we have is kept.
        language: normaliseLanguage(language),
        emailConfirmedAt: now,
      },
      now,
    );
    if (id === undefined) throw new ClientError(ACCOUNT_MESSAGES.emailTaken);
    await linkIdentity(tx, identity, id, now);
    return id;
  });
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`User ${userId} vanished after sign-up`);
  return completeSignIn(deps, user, browserId);
}
