// The local fitness-tracker provider used by default and in tests: the same OAuth 2.0 (authorization code with
// PKCE S256, client authentication with HTTP Basic, refresh-token rotation) and the same weight-log answer shape
// as Fitbit. Its codes and tokens live in the database (fitness_sandbox_grants, hashed), so every server process
// of a development site answers the same. Its weight logs are made up per sandbox account, the same on every call.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db';
import { FITNESS_SCOPE, pkceChallenge, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './index';

export const SANDBOX_CODE_LIFETIME_SECONDS = 10 * 60;
export const SANDBOX_ACCESS_LIFETIME_SECONDS = 8 * 60 * 60;
const REFRESH_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
const SECONDS_PER_DAY = 86_400;

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface SandboxAnswer {
  status: number;
  body: Record<string, unknown>;
}

const oauthError = (status: number, error: string, description: string): SandboxAnswer => ({
  status,
  body: { errors: [{ errorType: error, message: description }], success: false, error, error_description: description },
});

interface GrantRow {
  kind: 'code' | 'access' | 'refresh';
  account: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  expires_at: number;
  used_at: number | null;
}

async function issue(db: Db, kind: GrantRow['kind'], grant: Omit<GrantRow, 'kind' | 'expires_at' | 'used_at'>, lifetime: number): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO fitness_sandbox_grants (secret_hash, kind, account, client_id, redirect_uri, code_challenge, scope, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hash(secret), kind, grant.account, grant.client_id, grant.redirect_uri, grant.code_challenge, grant.scope, nowSeconds() + lifetime],
  );
  return secret;
}

/** Uses up a single-use grant (code or refresh token): the row when it was live, undefined otherwise. */
async function consume(db: Db, kind: 'code' | 'refresh', secret: string): Promise<GrantRow | undefined> {
  return db.one<GrantRow>(
    `UPDATE fitness_sandbox_grants SET used_at = $3 WHERE secret_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING kind, account, client_id, redirect_uri, code_challenge, scope, expires_at, used_at`,
    [hash(secret), kind, nowSeconds()],
  );
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The client of an HTTP Basic authorization header, when it is the sandbox's registered client. */
function authenticatedClient(authorization: string | undefined): string | undefined {
  if (!authorization?.startsWith('Basic ')) return undefined;
  const [clientId = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
  return sameText(clientId, SANDBOX_CLIENT_ID) && sameText(secret, SANDBOX_CLIENT_SECRET) ? clientId : undefined;
}

/** After "Allow": a code bound to the client, the redirect URI and the PKCE challenge. */
export function issueAuthorizationCode(
  db: Db,
  request: { clientId: string; redirectUri: string; codeChallenge: string; account: string },
): Promise<string> {
  return issue(
    db,
    'code',
    {
      account: request.account,
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      code_challenge: request.codeChallenge,
      scope: FITNESS_SCOPE,
    },
    SANDBOX_CODE_LIFETIME_SECONDS,
  );
}

async function tokens(db: Db, grant: Pick<GrantRow, 'account' | 'client_id' | 'redirect_uri' | 'scope'>): Promise<SandboxAnswer> {
  const base = { account: grant.account, client_id: grant.client_id, redirect_uri: grant.redirect_uri, code_challenge: '', scope: grant.scope };
  const accessToken = await issue(db, 'access', base, SANDBOX_ACCESS_LIFETIME_SECONDS);
  const refreshToken = await issue(db, 'refresh', base, REFRESH_LIFETIME_SECONDS);
  return {
    status: 200,
    body: {
      access_token: accessToken,
      expires_in: SANDBOX_ACCESS_LIFETIME_SECONDS,
      refresh_token: refreshToken,
      scope: grant.scope,
      token_type: 'Bearer',
      user_id: grant.account,
    },
  };
}

/** POST /oauth2/token: authorization_code (with the PKCE verifier) or refresh_token. */
export async function sandboxToken(db: Db, authorization: string | undefined, form: URLSearchParams): Promise<SandboxAnswer> {
  const clientId = authenticatedClient(authorization);
  if (!clientId) return oauthError(401, 'invalid_client', 'Invalid client credentials');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const code = form.get('code') ?? '';
    const verifier = form.get('code_verifier') ?? '';
    if (!code || !verifier) return oauthError(400, 'invalid_request', 'code and code_verifier are required');
    const grant = await consume(db, 'code', code);
    if (!grant || grant.client_id !== clientId) return oauthError(400, 'invalid_grant', 'Authorization code invalid or used');
    if (grant.redirect_uri !== form.get('redirect_uri')) return oauthError(400, 'invalid_grant', 'redirect_uri does not match');
    if (!sameText(pkceChallenge(verifier), grant.code_challenge))
      return oauthError(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    return tokens(db, grant);
  }
  if (grantType === 'refresh_token') {
    const grant = await consume(db, 'refresh', form.get('refresh_token') ?? '');
    if (!grant || grant.client_id !== clientId) return oauthError(400, 'invalid_grant', 'Refresh token invalid or used');
    return tokens(db, grant);
  }
  return oauthError(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
}

const PERIOD_DAYS: Record<string, number> = { '1d': 1, '7d': 7, '1w': 7, '30d': 30, '1m': 30 };

function isoDate(unixDay: number): string {
  return new Date(unixDay * SECONDS_PER_DAY * 1000).toISOString().slice(0, 10);
}

/** The sandbox account's made-up weight logs: one every third day, slowly going down from about 82 kg. */
export function sandboxWeightLogs(account: string, baseDate: string, days: number) {
  const base = Math.floor(Date.parse(`${baseDate}T00:00:00Z`) / 1000 / SECONDS_PER_DAY);
  const seed = parseInt(hash(account).slice(0, 6), 16) % 40;
  const logs = [];
  for (let day = base - days + 1; day <= base; day += 1) {
    if (day % 3 !== 0) continue;
    const weight = Math.round((82 - ((day + seed) % 60) * 0.1) * 10) / 10;
    logs.push({
      bmi: Math.round((weight / (1.75 * 1.75)) * 100) / 100,
      date: isoDate(day),
      logId: parseInt(hash(`${account}:${day}`).slice(0, 12), 16),
      source: 'API',
      time: '07:30:00',
      weight,
    });
  }
  return logs;
}

/** GET /1/user/-/body/log/weight/date/{base}/{period}.json with a Bearer access token. */
export async function sandboxWeightLogAnswer(db: Db, authorization: string | undefined, baseDate: string, period: string): Promise<SandboxAnswer> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  const grant = token
    ? await db.one<GrantRow>(`SELECT account, scope FROM fitness_sandbox_grants WHERE secret_hash = $1 AND kind = 'access' AND expires_at > $2`, [
        hash(token),
        nowSeconds(),
      ])
    : undefined;
  if (!grant) return oauthError(401, 'invalid_token', 'Access token invalid or expired');
  const days = PERIOD_DAYS[period];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(baseDate) || Number.isNaN(Date.parse(baseDate)) || days === undefined) {
    return oauthError(400, 'validation', 'Invalid date or period');
  }
  return { status: 200, body: { weight: sandboxWeightLogs(grant.account, baseDate, days) } };
}
