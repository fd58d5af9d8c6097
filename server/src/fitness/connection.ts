// Connecting the fitness tracker (spec 3 §2 /fitbit, §7 setFitbit): OAuth 2.0 authorization code with PKCE.
// 1. startAuthorization: a new state and code verifier for the signed-in customer, kept (state hashed) for
//    10 minutes; the page opens the provider's authorization page with the state and the verifier's challenge.
// 2. connectTracker: /fitbit sends back code and state; the state must be one this customer started and not yet
//    used; the server exchanges the code with the verifier and keeps the tokens. The page never sees a token.
// 3. accessToken: the stored access token, refreshed (and the refresh token rotated) when it is about to expire.
// Tokens are stored sealed (token-vault.ts).
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../accounts/secrets';
import { FitnessProviderError, pkceChallenge, type TokenSet } from '../adapters/fitness';
import type { Db } from '../db';
import { ClientError } from '../errors';
import type { FitnessDeps } from './deps';
import { FITNESS_MESSAGES } from './messages';
import type { ActiveTracker, FitnessTracker } from './tracker';
import type { ServerMessageId } from '../i18n';
import { log } from '../ops/log';

export const AUTHORIZATION_LIFETIME_SECONDS = 10 * 60;
/** Refresh an access token this long before it expires. */
const REFRESH_MARGIN_SECONDS = 60;

/** The tracker, or the customer is told it is off. */
export function requireTracker(tracker: FitnessTracker | undefined): ActiveTracker {
  if (!tracker?.client) throw new ClientError(FITNESS_MESSAGES.off);
  return { client: tracker.client, vault: tracker.vault };
}

/** The provider's authorization page for a new, single-use state and PKCE pair of this customer. */
export async function startAuthorization({ db, now: clock, services }: FitnessDeps, userId: number): Promise<string> {
  const { client } = requireTracker(services.fitness);
  const now = clock();
  const state = randomBytes(24).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  await db.query('DELETE FROM fitness_authorizations WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
  await db.query(
    'INSERT INTO fitness_authorizations (state_hash, user_id, code_verifier, redirect_uri, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashSecret(state), userId, verifier, client.endpoints.redirectUri, now, now + AUTHORIZATION_LIFETIME_SECONDS],
  );
  return client.authorizeUrl(state, pkceChallenge(verifier));
}

/** Keeps the tokens sealed (token-vault.ts): the database never holds a usable token. */
async function saveTokens(db: Db, { client, vault }: ActiveTracker, userId: number, tokens: TokenSet, now: number): Promise<void> {
  const [access, refresh] = await Promise.all([
    vault.seal(db, tokens.accessToken, userId, 'access_token'),
    vault.seal(db, tokens.refreshToken, userId, 'refresh_token'),
  ]);
  await db.query(
    `INSERT INTO fitness_links (user_id, provider, provider_user_id, access_token, refresh_token, access_expires_at, scope, connected_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (user_id) DO UPDATE SET provider = EXCLUDED.provider, provider_user_id = EXCLUDED.provider_user_id,
       access_token = EXCLUDED.access_token, refresh_token = EXCLUDED.refresh_token, access_expires_at = EXCLUDED.access_expires_at,
       scope = EXCLUDED.scope, updated_at = EXCLUDED.updated_at`,
    [userId, client.endpoints.provider, tokens.providerUserId, access, refresh, now + tokens.expiresIn, tokens.scope, now],
  );
}

function providerFailure(error: unknown, refusedMessage: ServerMessageId): ClientError {
  if (error instanceof FitnessProviderError && error.status >= 400 && error.status < 500) return new ClientError(refusedMessage);
  log().error({ err: error, component: 'fitness' }, 'fitness provider failed');
  return new ClientError(FITNESS_MESSAGES.unreachable);
}

/** Exchanges the code of a state this customer started; the state is used up whatever the provider answers. */
export async function connectTracker(
  { db, now: clock, services }: FitnessDeps,
  userId: number,
  { code, state }: { code: string; state: string },
): Promise<void> {
  const tracker = requireTracker(services.fitness);
  const { client } = tracker;
  const now = clock();
  const started = await db.one<{ code_verifier: string; redirect_uri: string }>(
    `UPDATE fitness_authorizations SET used_at = $3 WHERE state_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING code_verifier, redirect_uri`,
    [hashSecret(state), userId, now],
  );
  if (!started || started.redirect_uri !== client.endpoints.redirectUri) throw new ClientError(FITNESS_MESSAGES.stateInvalid);
  let tokens: TokenSet;
  try {
    tokens = await client.exchangeCode(code, started.code_verifier);
  } catch (error) {
    throw providerFailure(error, FITNESS_MESSAGES.refused);
  }
  await saveTokens(db, tracker, userId, tokens, now);
}

export async function isTrackerConnected({ db }: Pick<FitnessDeps, 'db'>, userId: number): Promise<boolean> {
  return Boolean(await db.one('SELECT 1 FROM fitness_links WHERE user_id = $1', [userId]));
}

/** A live access token of the customer's tracker, refreshed first when it expires within a minute. */
export async function accessToken(db: Db, tracker: ActiveTracker, userId: number, now: number, forceRefresh = false): Promise<string> {
  const { client, vault } = tracker;
  const link = await db.one<{ access_token: string; refresh_token: string; access_expires_at: number }>(
    'SELECT access_token, refresh_token, access_expires_at FROM fitness_links WHERE user_id = $1',
    [userId],
  );
  if (!link) throw new ClientError(FITNESS_MESSAGES.notConnected);
  let stored: { access: string; refresh: string };
  try {
    const [access, refresh] = await Promise.all([
      vault.open(db, link.access_token, userId, 'access_token'),
      vault.open(db, link.refresh_token, userId, 'refresh_token'),
    ]);
    stored = { access, refresh };
  } catch (error) {
    // Altered, copied from another row, or sealed under another key (FITNESS_TOKEN_KEY changed): connect again.
    log().warn({ userId, reason: (error as Error).message, component: 'fitness' }, 'stored fitness tokens do not open');
    await db.query('DELETE FROM fitness_links WHERE user_id = $1', [userId]);
    throw new ClientError(FITNESS_MESSAGES.notConnected);
  }
  if (!forceRefresh && Number(link.access_expires_at) - REFRESH_MARGIN_SECONDS > now) return stored.access;
  let tokens: TokenSet;
  try {
    tokens = await client.refresh(stored.refresh);
  } catch (error) {
    if (error instanceof FitnessProviderError && (error.status === 400 || error.status === 401)) {
      // The customer revoked the connection at the provider (or the refresh token is gone): connect again.
      await db.query('DELETE FROM fitness_links WHERE user_id = $1', [userId]);
      throw new ClientError(FITNESS_MESSAGES.notConnected);
    }
    throw providerFailure(error, FITNESS_MESSAGES.refused);
  }
  await saveTokens(db, tracker, userId, tokens, now);
  return tokens.accessToken;
}
