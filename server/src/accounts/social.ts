// Social sign-in and sign-up: the provider's token is verified on the server; the identity it proves
// is linked to a user by (provider, subject), or by the verified email the first time.
import { normaliseLanguage } from '@mealplan/shared/i18n/locale';
import { ACCOUNT_MESSAGES, type SocialProvider } from '@mealplan/shared/account';
import { serverText } from '../i18n';
import type { SignedInUser } from '@mealplan/shared/protocol';
import type { SocialIdentity } from '../adapters/social';
import type { Db } from '../db';
import { type CallContext } from '../realtime/channel';
import { ClientError } from '../errors';
import { accountServices } from './services';
import { completeSignIn } from './sign-in';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users';

const PROVIDER_TITLES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

async function verifiedIdentity(ctx: CallContext, provider: SocialProvider, token: string): Promise<SocialIdentity> {
  const { social } = await accountServices(ctx);
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

async function findLinkedUser(ctx: CallContext, identity: SocialIdentity): Promise<UserRow | undefined> {
  const link = await ctx.db.one<{ user_id: number }>('SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2', [
    identity.provider,
    identity.subject,
  ]);
  if (link) return findUserById(ctx.db, link.user_id);
  if (!identity.email) return undefined;
  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (byEmail) await linkIdentity(ctx.db, identity, byEmail.id, ctx.now());
  return byEmail;
}

function refuseBanned(user: UserRow): void {
  if (user.banned) throw new ClientError(ACCOUNT_MESSAGES.banned, undefined, undefined, { banned: true });
}

/** login google/facebook: only an existing account may sign in. */
export async function socialSignIn(ctx: CallContext, provider: SocialProvider, token: string, browserId: string): Promise<SignedInUser> {
  const identity = await verifiedIdentity(ctx, provider, token);
  const user = await findLinkedUser(ctx, identity);
  if (!user) throw new ClientError(serverText('account.noSocialAccount', { provider: PROVIDER_TITLES[provider] }));
  refuseBanned(user);
  return completeSignIn(ctx, user, browserId);
}

/** registration google/facebook: creates the account (email confirmed by the provider), or signs in an existing one. */
export async function socialSignUp(
  ctx: CallContext,
  provider: SocialProvider,
  token: string,
  browserId: string,
  language: string | null,
): Promise<SignedInUser> {
  const identity = await verifiedIdentity(ctx, provider, token);
  const existing = await findLinkedUser(ctx, identity);
  if (existing) {
    refuseBanned(existing);
    return completeSignIn(ctx, existing, browserId);
  }
  if (!identity.email) throw new ClientError(ACCOUNT_MESSAGES.socialEmailMissing);
  const email = identity.email;
  const now = ctx.now();
  const userId = await ctx.db.tx(async (tx) => {
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
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error(`User ${userId} vanished after sign-up`);
  return completeSignIn(ctx, user, browserId);
}
