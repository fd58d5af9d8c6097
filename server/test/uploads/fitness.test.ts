// The fitness-tracker connection against the local sandbox provider (spec 3 §2 /fitbit, §7 setFitbit,
// importFromFitbit): OAuth 2.0 authorization code with PKCE and state, tokens kept on the server, weights imported once.
import { english } from '../support/english';
import { pkceChallenge, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../../src/adapters/fitness';
import { FITNESS_MESSAGES } from '../../src/fitness/messages';
import { createTokenVault } from '../../src/fitness/token-vault';
import progress from '../../src/channels/progress';
import { fitnessSandboxRoute } from '../../src/http/routes/fitness-sandbox';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { startUploadsServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('fitness tracker through the sandbox provider', () => {
  let env: AccountsTestServer;
  let sara: SignedUp;
  let omar: SignedUp;
  const db = () => env.server.db;
  const dashboard = (customer: SignedUp, subtype: string, extra: object = {}) =>
    customer.client.call('profile', 'getForDashboard', { subtype, userId: customer.userId, ...extra });

  beforeAll(async () => {
    env = await startUploadsServer({ channels: [progress], routes: () => [fitnessSandboxRoute({})] });
    [sara, omar] = await Promise.all([signUp(env), signUp(env)]);
  });
  afterAll(() => env.close());

  /** 'Connect Fitbit', then "Allow" on the provider's page: the code and state it sends back to /fitbit. */
  async function authorize(customer: SignedUp): Promise<{ code: string; state: string; authorizeUrl: URL }> {
    const reply = await dashboard(customer, 'fitbitAuthorize');
    expect(reply.type).toBe('fitbitAuthorizeOk');
    const authorizeUrl = new URL((reply.data as { url: string }).url);
    const page = await fetch(authorizeUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Allow');
    const decide = new URL('/sandbox/fitness/oauth2/decide', authorizeUrl);
    for (const name of ['client_id', 'redirect_uri', 'code_challenge', 'state'])
      decide.searchParams.set(name, authorizeUrl.searchParams.get(name) ?? '');
    decide.searchParams.set('account', `account-${customer.userId}`);
    decide.searchParams.set('decision', 'allow');
    const back = await fetch(decide, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname).toBe('/fitbit');
    return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '', authorizeUrl };
  }

  const importCount = async (customer: SignedUp) =>
    Number((await db().one<{ n: number }>('SELECT count(*)::int AS n FROM fitness_weight_imports WHERE user_id = $1', [customer.userId]))?.n);

  it('sends the customer to the provider with PKCE S256 and a state, and refuses a made-up or another customer’s state', async () => {
    expect(await dashboard(sara, 'getFitbit')).toMatchObject({ type: 'getFitbitOk', data: { fitbit_token: false } });
    const { code, state, authorizeUrl } = await authorize(sara);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toMatch(/\/fitbit$/);
    expect(authorizeUrl.searchParams.get('scope')).toBe('weight');

    expect(await dashboard(sara, 'setFitbit', { code, state: 'made-up-state' })).toEqual({
      type: 'setFitbitErr',
      data: { message: english(FITNESS_MESSAGES.stateInvalid), messageId: FITNESS_MESSAGES.stateInvalid },
    });
    expect(await dashboard(omar, 'setFitbit', { code, state })).toEqual({
      type: 'setFitbitErr',
      data: { message: english(FITNESS_MESSAGES.stateInvalid), messageId: FITNESS_MESSAGES.stateInvalid },
    });
    expect(await db().one('SELECT 1 FROM fitness_links WHERE user_id IN ($1, $2)', [sara.userId, omar.userId])).toBeUndefined();

    // The right customer with the right state connects; the tokens stay on the server.
    const connected = await dashboard(sara, 'setFitbit', { code, state });
    expect(connected).toEqual({ type: 'setFitbitOk', data: { message: english(FITNESS_MESSAGES.connected) } });
    expect(JSON.stringify(connected)).not.toMatch(/token/i);
    expect(await dashboard(sara, 'getFitbit')).toMatchObject({ data: { fitbit_token: true } });
    // A state works once.
    expect(await dashboard(sara, 'setFitbit', { code, state })).toMatchObject({
      type: 'setFitbitErr',
      data: { message: english(FITNESS_MESSAGES.stateInvalid), messageId: FITNESS_MESSAGES.stateInvalid },
    });
  });

  it('computes the PKCE challenge as RFC 7636 does', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('the sandbox token endpoint checks the PKCE verifier, the client and single use of a code', async () => {
    const { code, authorizeUrl } = await authorize(omar);
    const tokenUrl = new URL('/sandbox/fitness/oauth2/token', authorizeUrl);
    const basic = `Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64')}`;
    const exchange = (verifier: string, authorization = basic) =>
      fetch(tokenUrl, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: SANDBOX_CLIENT_ID,
          code,
          code_verifier: verifier,
          redirect_uri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
        }),
      });
    const wrongClient = await exchange('x'.repeat(64), `Basic ${Buffer.from(`${SANDBOX_CLIENT_ID}:wrong`).toString('base64')}`);
    expect(wrongClient.status).toBe(401);
    const wrongVerifier = await exchange('a-verifier-that-does-not-match-the-challenge-at-all-0123456789');
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: 'invalid_grant' });
    // The code was used up by the failed attempt: the server's exchange with the right verifier fails too.
    const state = authorizeUrl.searchParams.get('state') ?? '';
    expect(await dashboard(omar, 'setFitbit', { code, state })).toEqual({
      type: 'setFitbitErr',
      data: { message: english(FITNESS_MESSAGES.refused), messageId: FITNESS_MESSAGES.refused },
    });
  });

  it('imports the weight logs once: a second import adds nothing', async () => {
    const first = await sara.client.call('progress', 'importFromFitbit', {});
    expect(first.type).toBe('importFromFitbitOk');
    const weights = (first.data as { progress: { weight: Record<string, number> } }).progress.weight;
    const days = Object.keys(weights);
    expect(days.length).toBeGreaterThanOrEqual(9);
    for (const value of Object.values(weights)) expect(value).toBeGreaterThan(70_000);
    const count = await importCount(sara);
    expect(count).toBe(days.length);
    // The imported weights are the progress history's weights (what /progress charts).
    const history = await db().query<{ day: number; weight_g: number }>('SELECT day, weight_g FROM progress_entries WHERE user_id = $1', [
      sara.userId,
    ]);
    expect(Object.fromEntries(history.map((row) => [String(row.day), Number(row.weight_g)]))).toEqual(weights);

    const second = await sara.client.call('progress', 'importFromFitbit', {});
    expect(second).toEqual(first);
    expect(await importCount(sara)).toBe(count);
  });

  it('refreshes an expired access token before importing, and refuses a customer who is not connected', async () => {
    const before = await db().one<{ access_token: string; refresh_token: string }>(
      'SELECT access_token, refresh_token FROM fitness_links WHERE user_id = $1',
      [sara.userId],
    );
    await db().query('UPDATE fitness_links SET access_expires_at = $2 WHERE user_id = $1', [sara.userId, env.clock.now - 10]);
    expect((await sara.client.call('progress', 'importFromFitbit', {})).type).toBe('importFromFitbitOk');
    const after = await db().one<{ access_token: string; refresh_token: string; access_expires_at: number }>(
      'SELECT access_token, refresh_token, access_expires_at FROM fitness_links WHERE user_id = $1',
      [sara.userId],
    );
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.refresh_token).not.toBe(before?.refresh_token);
    expect(Number(after?.access_expires_at)).toBeGreaterThan(env.clock.now);

    expect(await omar.client.call('progress', 'importFromFitbit', {})).toEqual({
      type: 'importFromFitbitErr',
      data: { message: english(FITNESS_MESSAGES.notConnected), messageId: FITNESS_MESSAGES.notConnected },
    });
    expect(await importCount(omar)).toBe(0);
  });

  it('keeps the tokens sealed at rest: a copy of the table gives no token, and a sealed row moved to another customer does not open', async () => {
    const row = await db().one<{ access_token: string; refresh_token: string }>(
      'SELECT access_token, refresh_token FROM fitness_links WHERE user_id = $1',
      [sara.userId],
    );
    expect(row?.access_token).toMatch(/^v1\./);
    expect(row?.refresh_token).toMatch(/^v1\./);
    const vault = createTokenVault(process.env);
    const accessToken = await vault.open(db(), row?.access_token ?? '', sara.userId, 'access_token');
    expect(accessToken.length).toBeGreaterThan(10);
    expect(JSON.stringify(row)).not.toContain(accessToken);

    // Omar's row given Sara's sealed tokens (a write into the table): they do not open for him; he connects again.
    await db().query(
      `INSERT INTO fitness_links (user_id, provider, provider_user_id, access_token, refresh_token, access_expires_at, scope, connected_at, updated_at)
       SELECT $2, provider, provider_user_id, access_token, refresh_token, access_expires_at, scope, connected_at, updated_at
       FROM fitness_links WHERE user_id = $1`,
      [sara.userId, omar.userId],
    );
    expect(await omar.client.call('progress', 'importFromFitbit', {})).toEqual({
      type: 'importFromFitbitErr',
      data: { message: english(FITNESS_MESSAGES.notConnected), messageId: FITNESS_MESSAGES.notConnected },
    });
    expect(await db().one('SELECT 1 FROM fitness_links WHERE user_id = $1', [omar.userId])).toBeUndefined();
    expect((await sara.client.call('progress', 'importFromFitbit', {})).type).toBe('importFromFitbitOk');
  });
});
