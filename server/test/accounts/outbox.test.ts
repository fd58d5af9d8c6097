import { ACCOUNT_TEST_TIMEOUT_MS, signUp, startAccountsServer, type AccountsTestServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('GET /dev/outbox', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  it('lists mail newest first as JSON and as a page with clickable links', async () => {
    const first = await signUp(env);
    const second = await signUp(env);
    const json = (await (await fetch(`${env.server.url}/dev/outbox.json`)).json()) as { messages: { to: string; kind: string }[] };
    expect(json.messages.map((message) => message.to)).toEqual([second.registration.email, first.registration.email]);
    expect(json.messages.every((message) => message.kind === 'mail')).toBe(true);

    const page = await fetch(`${env.server.url}/dev/outbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toMatch(/<a href="http:\/\/mealplan\.test\/confirm\?type=email&#38;token=[^"]+">/);
  });
});
