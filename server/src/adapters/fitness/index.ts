// The fitness tracker (Fitbit type): OAuth 2.0 authorization code with PKCE, token refresh, and the weight-log API
// (GET /1/user/-/body/log/weight/date/{base}/{period}.json). The real provider when FITBIT_CLIENT_ID and
// FITBIT_CLIENT_SECRET are set; otherwise the local sandbox (server/src/adapters/fitness/sandbox.ts, served at
// /sandbox/fitness, loopback only) outside production, and nothing in production (the customer is told).
import { createHash } from 'node:crypto';
import { isProduction, type ProviderMode } from '../providers';

export const FITBIT_AUTHORIZE_URL = 'https://www.fitbit.com/oauth2/authorize';
export const FITBIT_TOKEN_URL = 'https://api.fitbit.com/oauth2/token';
export const FITBIT_API_BASE = 'https://api.fitbit.com';
export const SANDBOX_PATH = '/sandbox/fitness';
export const SANDBOX_CLIENT_ID = 'mealplan-sandbox-fitness';
export const SANDBOX_CLIENT_SECRET = 'mealplan-sandbox-fitness-secret';
/** Only the weight logs are read. */
export const FITNESS_SCOPE = 'weight';

export interface FitnessEndpoints {
  provider: 'fitbit';
  mode: Exclude<ProviderMode, 'off'>;
  clientId: string;
  clientSecret: string;
  /** Where the browser is sent to allow the connection. */
  authorizeUrl: string;
  /** Where the server exchanges and refreshes tokens. */
  tokenUrl: string;
  /** The weight-log API's base. */
  apiBase: string;
  /** Where the provider sends the customer back: the site's /fitbit page. */
  redirectUri: string;
}

/**
 * The real provider with its credentials; in production it also needs FITNESS_TOKEN_KEY, the key that seals the
 * customers' tokens at rest (fitness/token-vault.ts), else the tracker is off. Outside production: the sandbox.
 */
export function fitnessMode(env: NodeJS.ProcessEnv): ProviderMode {
  const credentials = Boolean(env.FITBIT_CLIENT_ID && env.FITBIT_CLIENT_SECRET);
  if (!isProduction(env)) return credentials ? 'real' : 'sandbox';
  return credentials && Boolean(env.FITNESS_TOKEN_KEY?.trim()) ? 'real' : 'off';
}

/** The start-up log's line for the tracker when it is off or a sandbox (undefined when the real one is used). */
export function fitnessReport(env: NodeJS.ProcessEnv): string | undefined {
  const mode = fitnessMode(env);
  const description = 'fitness tracker (weight import): set FITBIT_CLIENT_ID, FITBIT_CLIENT_SECRET and FITNESS_TOKEN_KEY';
  if (mode === 'off') return `OFF: ${description}`;
  return mode === 'sandbox' ? `local sandbox (loopback only): ${description}` : undefined;
}

export interface FitnessOrigins {
  /** The origin browsers reach the site at (PUBLIC_ORIGIN): the sandbox's pages and the /fitbit return page. */
  publicOrigin: string;
  /** The loopback origin this process listens on: where the server reaches the sandbox's token and API endpoints. */
  loopbackOrigin: string;
}

/** The endpoints of the configured provider, or undefined when the tracker is off. */
export function fitnessEndpoints(env: NodeJS.ProcessEnv, origins: FitnessOrigins): FitnessEndpoints | undefined {
  const mode = fitnessMode(env);
  const redirectUri = `${origins.publicOrigin}/fitbit`;
  if (mode === 'real') {
    return {
      provider: 'fitbit',
      mode,
      clientId: env.FITBIT_CLIENT_ID ?? '',
      clientSecret: env.FITBIT_CLIENT_SECRET ?? '',
      authorizeUrl: FITBIT_AUTHORIZE_URL,
      tokenUrl: FITBIT_TOKEN_URL,
      apiBase: FITBIT_API_BASE,
      redirectUri,
    };
  }
  if (mode === 'off') return undefined;
  return {
    provider: 'fitbit',
    mode,
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: SANDBOX_CLIENT_SECRET,
    authorizeUrl: `${origins.publicOrigin}${SANDBOX_PATH}/oauth2/authorize`,
    tokenUrl: `${origins.loopbackOrigin}${SANDBOX_PATH}/oauth2/token`,
    apiBase: `${origins.loopbackOrigin}${SANDBOX_PATH}`,
    redirectUri,
  };
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  /** Seconds from now. */
  expiresIn: number;
  scope: string;
  providerUserId: string;
}

export interface WeightLog {
  logId: string;
  /** yyyy-MM-dd, the tracker user's local date. */
  date: string;
  /** kg (metric units: no Accept-Language header is sent). */
  weight: number;
}

/** The provider refused (status 400/401) or failed; `unauthorized` means the access token needs a refresh. */
export class FitnessProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FitnessProviderError';
  }
  get unauthorized(): boolean {
    return this.status === 401;
  }
}

export interface FitnessClient {
  readonly endpoints: FitnessEndpoints;
  authorizeUrl(state: string, codeChallenge: string): string;
  exchangeCode(code: string, codeVerifier: string): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** The weight logs of the period ending on baseDate (yyyy-MM-dd), period one of 1d, 7d, 30d, 1w, 1m. */
  weightLogs(accessToken: string, baseDate: string, period: string): Promise<WeightLog[]>;
}

const REQUEST_TIMEOUT_MS = 10_000;

async function tokenRequest(endpoints: FitnessEndpoints, form: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(endpoints.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${endpoints.clientId}:${endpoints.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_id: endpoints.clientId, ...form }).toString(),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new FitnessProviderError(`token endpoint answered ${response.status}`, response.status);
  const { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn, scope, user_id: userId } = body;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expiresIn !== 'number') {
    throw new FitnessProviderError('token endpoint answered without tokens', 502);
  }
  return {
    accessToken,
    refreshToken,
    expiresIn,
    scope: typeof scope === 'string' ? scope : '',
    providerUserId: typeof userId === 'string' ? userId : '',
  };
}

export function createFitnessClient(endpoints: FitnessEndpoints): FitnessClient {
  return {
    endpoints,
    authorizeUrl(state, codeChallenge) {
      const url = new URL(endpoints.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: endpoints.clientId,
        redirect_uri: endpoints.redirectUri,
        scope: FITNESS_SCOPE,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
      }).toString();
      return url.href;
    },
    exchangeCode(code, codeVerifier) {
      return tokenRequest(endpoints, { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: endpoints.redirectUri });
    },
    refresh(refreshToken) {
      return tokenRequest(endpoints, { grant_type: 'refresh_token', refresh_token: refreshToken });
    },
    async weightLogs(accessToken, baseDate, period) {
      const response = await fetch(`${endpoints.apiBase}/1/user/-/body/log/weight/date/${baseDate}/${period}.json`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw new FitnessProviderError(`weight log API answered ${response.status}`, response.status);
      const body = (await response.json()) as { weight?: Array<{ logId?: unknown; date?: unknown; weight?: unknown }> };
      return (body.weight ?? []).flatMap((log) =>
        (typeof log.logId === 'number' || typeof log.logId === 'string') && typeof log.date === 'string' && typeof log.weight === 'number'
          ? [{ logId: String(log.logId), date: log.date, weight: log.weight }]
          : [],
      );
    },
  };
}

/** The PKCE S256 challenge of a code verifier (RFC 7636). */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
