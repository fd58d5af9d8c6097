// The structured log (server/src/ops/log.ts) through real calls: every line is JSON with a level, a time and, for a
// call or a request, what it was, its outcome, its duration and a request id; and no secret that went through those
// calls is written anywhere in it: passwords, session tokens, SMS codes, card data, a file's content, a signed link.
import { captureLog, type CapturedLog } from '../support/log-capture';
import { ACCOUNT_TEST_TIMEOUT_MS, outboxFor, signUp, type AccountsTestServer } from '../accounts/support';
import { pngImage, postProgressPhoto, progressForm, startUploadsServer } from '../uploads/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

interface LogLine {
  level: string;
  time: string;
  msg: string;
  call?: string;
  outcome?: string;
  ms?: number;
  reqId?: string;
  path?: string;
  status?: number;
}

describe('the log', () => {
  let env: AccountsTestServer;
  let captured: CapturedLog;

  beforeAll(async () => {
    captured = captureLog();
    env = await startUploadsServer();
  });
  afterAll(async () => {
    await env.close();
    captured.restore();
  });

  it('writes calls and requests as JSON lines and never a password, token, code, card number, file content or signed link', async () => {
    const password = 'Saffron-Lemon-8812';
    const customer = await signUp(env, { password });
    const secrets: Record<string, string> = { password, sessionToken: customer.token };

    // Sign-in with the password (right and wrong), a session check with the token.
    const client = await env.connect();
    const signIn = { email: customer.registration.email, browserId: customer.registration.browserId, app: 'customer' as const };
    expect(await client.call('login', 'set', { ...signIn, password: 'Wrong-Password-771' })).toMatchObject({ type: 'setErr' });
    secrets.wrongPassword = 'Wrong-Password-771';
    const signedIn = await client.call('login', 'set', { ...signIn, password });
    expect(signedIn.type).toBe('setOk');
    secrets.newToken = (signedIn.data as { token: string }).token;
    const checked = await env.connect();
    expect(await checked.call('client_check', 'get', { token: secrets.newToken, browserId: signIn.browserId })).toMatchObject({ type: 'setUser' });

    // An SMS code: asked for, then sent back (a wrong one and the right one).
    await env.server.db.query('UPDATE users SET sms_on_login = true WHERE id = $1', [customer.userId]);
    const smsClient = await env.connect();
    expect(await smsClient.call('login', 'set', { ...signIn, password })).toMatchObject({ type: 'smsOk' });
    const [sms] = (await outboxFor(env, '+971501234567')).filter((message) => message.kind === 'sms');
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
    secrets.smsCode = code!;
    const wrongCode = code === '483920' ? '483921' : '483920';
    expect(await smsClient.call('login', 'set', { ...signIn, password, smscode: wrongCode })).toMatchObject({ type: 'smsErr' });
    const withCode = await smsClient.call('login', 'set', { ...signIn, password, smscode: code });
    expect(withCode.type).toBe('setOk');
    secrets.tokenAfterCode = (withCode.data as { token: string }).token;

    // Card data, in a call the server does not have and in a field of one it has.
    secrets.card = '4111111111111111';
    const cvv = '739';
    const guest = await env.connect();
    expect(await guest.call('order', 'pay', { cardNumber: secrets.card, cvv, expiry: '12/29' })).toMatchObject({ type: 'payErr' });
    expect(await guest.call('login', 'set', { ...signIn, password: `${secrets.card} cvv ${cvv}` })).toMatchObject({ type: 'setErr' });
    // Three digits occur by chance in times and ids: the code is looked for as a value or beside its field name.
    secrets.cvvValue = `"${cvv}"`;
    secrets.cvvField = '"cvv"';

    // A file: its bytes (a marker inside the PNG), the token in the form, and the signed link it is read back through.
    const marker = 'FILE-CONTENT-MARKER-5521';
    const png = Buffer.concat([pngImage(), Buffer.from(marker)]);
    const upload = await postProgressPhoto(
      env.server.url,
      progressForm({ token: secrets.tokenAfterCode, thetype: 'before', file: { bytes: png, name: 'me.png', type: 'image/png' } }),
    );
    expect(upload.status).toBe(200);
    secrets.fileContent = marker;
    const images = await smsClient.call('profile', 'getForDashboard', { subtype: 'getProgressImgs', userId: customer.userId });
    const link = (images.data as { before: string }).before;
    const signature = new URL(link, env.server.url).searchParams.get('s');
    expect(signature).toBeTruthy();
    secrets.signedLink = signature!;
    expect((await fetch(`${env.server.url}${link}`)).status).toBe(200);

    const log = captured.lines.join('\n');
    for (const [kind, secret] of Object.entries(secrets)) {
      expect({ kind, found: log.includes(secret) }).toEqual({ kind, found: false });
    }

    // What is logged: every line is JSON with a level and a time; calls and requests with id, outcome and duration.
    const entries = captured.entries() as unknown as LogLine[];
    for (const entry of entries) expect(entry).toMatchObject({ level: expect.any(String), time: expect.any(String) });
    const calls = entries.filter((entry) => entry.msg === 'call');
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'info', call: 'login/set', outcome: 'err', ms: expect.any(Number), reqId: expect.any(String) }),
        expect.objectContaining({ call: 'login/set', outcome: 'ok' }),
        expect.objectContaining({ call: 'client_check/get', outcome: 'ok' }),
        expect.objectContaining({ call: '(unknown)/(unknown)', outcome: 'err' }),
      ]),
    );
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/api/user/set-images', status: 200, ms: expect.any(Number), reqId: expect.any(String) }),
        expect.objectContaining({ path: link.split('?')[0], status: 200 }),
      ]),
    );
  });
});
