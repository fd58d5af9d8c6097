// issue 8: the server answers in the socket's language: validation errors, refusals, account errors, success
// messages, SMS and emails; English stays the spec's text verbatim.
import { tooManyRequestsMessage, tooManySignInsMessage } from '@mealplan/shared/account';
import { formatServerText, serverCatalogues } from '../../src/i18n';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../src/errors';
import { english } from '../support/english';
import { ACCOUNT_TEST_TIMEOUT_MS, latestLink, outboxFor, registrationData, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const ARABIC = /[\u0600-\u06FF]/;

describe('the server catalogue', () => {
  it("has an Arabic text for every id it answers with (its own and the shared rules')", () => {
    for (const id of Object.keys(serverCatalogues.en)) expect([id, serverCatalogues.ar[id]]).toEqual([id, expect.stringMatching(ARABIC)]);
  });

  it('formats the texts with values, in English as the spec writes them and in Arabic with its plural forms', () => {
    expect(english(tooManySignInsMessage(1))).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    expect(english(tooManySignInsMessage(61))).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
    expect(english(tooManyRequestsMessage(3600))).toBe('Too many requests. Please try again in 60 minutes.');
    expect(formatServerText({ id: 'account.noSocialAccount', values: { provider: 'Google' } }, 'en')).toBe(
      'No account found for this Google account. Please sign up first.',
    );
    expect(formatServerText({ id: 'account.socialAccountTaken', values: { provider: 'Facebook' } }, 'en')).toBe(
      'This Facebook account is already registered. Please sign in.',
    );
    expect(formatServerText({ id: 'server.socialOff', values: { provider: 'Google' } }, 'en')).toBe(
      'Sign-in with Google is not available right now. Please sign in with your email and password.',
    );
    expect(formatServerText({ id: 'account.tooManySignIns', values: { minutes: 2 } }, 'ar')).toContain('دقيقتين');
    expect(formatServerText({ id: 'account.tooManySignIns', values: { minutes: 5 } }, 'ar')).toContain('5 دقائق');
    expect(formatServerText({ id: 'account.tooManySignIns', values: { minutes: 15 } }, 'ar')).toContain('15 دقيقة');
  });

  it('en and ar have the same ids', () => {
    expect(Object.keys(serverCatalogues.ar).sort()).toEqual(Object.keys(serverCatalogues.en).sort());
  });
});

describe('texts on a socket', () => {
  let env: AccountsTestServer;

  beforeAll(async () => {
    env = await startAccountsServer();
  });
  afterAll(() => env.close());

  const arabicClient = async () => {
    const client = await env.connect();
    await client.call('client_check', 'language', { language: 'ar' });
    return client;
  };

  it('a validation error arrives in Arabic on an Arabic socket and in English, verbatim, on an English one', async () => {
    const bad = { email: 'not-an-email', password: 'x', browserId: 'ABCDEFGHIJKLMNOP', app: 'customer' };
    const inEnglish = await (await env.connect()).call('login', 'set', bad);
    expect(inEnglish).toEqual({
      type: 'setErr',
      data: { message: 'Invalid data: email must be a valid email address', errors: { email: 'email must be a valid email address' } },
    });
    const arabic = await (await arabicClient()).call('login', 'set', bad);
    expect(arabic).toEqual({
      type: 'setErr',
      data: {
        message: 'بيانات غير صالحة: email: يجب أن يكون عنوان بريد إلكتروني صالحًا',
        errors: { email: 'email: يجب أن يكون عنوان بريد إلكتروني صالحًا' },
      },
    });
  });

  it('the language can come with the handshake, and switching back gives English again', async () => {
    const { io } = await import('socket.io-client');
    const socket = io(env.server.url, {
      transports: ['websocket'],
      extraHeaders: { origin: env.server.url },
      forceNew: true,
      reconnection: false,
      auth: { locale: 'ar-AE' },
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const reply = await new Promise<{ data: { message: string } }>((resolve) => {
      socket.once('profile', resolve);
      socket.emit('profile', { type: 'set', data: { scenario: 'language', language: 'ar' } });
    });
    expect(reply.data.message).toBe('يُرجى تسجيل الدخول');
    socket.close();

    const switching = await arabicClient();
    await switching.call('client_check', 'language', { language: 'en' });
    expect((await switching.call('profile', 'set', { scenario: 'language', language: 'ar' })).data).toEqual({
      message: english(SIGN_IN_REQUIRED_MESSAGE),
      messageId: SIGN_IN_REQUIRED_MESSAGE,
    });
  });

  it('account errors with and without values, and field errors, in Arabic', async () => {
    const client = await arabicClient();
    const reply = await client.call('registration', 'set', registrationData({ phone: '12345', whatsUpnumber: '44' }));
    expect(reply).toMatchObject({
      type: 'setErr',
      data: { message: 'يرجى إدخال رقم هاتف متحرك إماراتي صحيح.', errors: { phone: 'يرجى إدخال رقم هاتف متحرك إماراتي صحيح.' } },
    });
    const social = await client.call('login', 'google', { token: 'not-a-real-token', browserId: 'ABCDEFGHIJKLMNOP' });
    expect(social.type).toBe('googleErr');
    expect((social.data as { message: string }).message).toMatch(ARABIC);
  });

  it('a success message and the confirmation email follow the language; a saved Arabic profile sets the socket language at the session check', async () => {
    const client = await arabicClient();
    const registration = registrationData();
    const reply = await client.call('registration', 'set', registration);
    expect(reply).toEqual({
      type: 'setOk',
      data: { message: 'تحقّق من بريدك الإلكتروني: أرسلنا إليك رابطًا لتأكيد عنوانك. ثم سجّل الدخول ببريدك الإلكتروني وكلمة المرور.' },
    });
    const [mail] = await outboxFor(env, registration.email);
    expect(mail?.subject).toBe('تأكيد بريدك الإلكتروني في MealPlan');
    expect(mail?.html).toContain('dir="rtl"');
    await latestLink(env, registration.email);

    const { email, password, browserId } = registration;
    const signedIn = await client.call('login', 'set', { email, password, browserId, app: 'customer' });
    const saved = await client.call('profile', 'set', { scenario: 'language', language: 'ar' });
    expect((saved.data as { message: string }).message).toBe('تم حفظ اللغة.');

    const { token } = signedIn.data as { token: string };
    const otherTab = await env.connect();
    await otherTab.call('client_check', 'get', { token, browserId: registration.browserId });
    expect((await otherTab.call('registration', 'set', registrationData({ email: 'x' }))).data).toMatchObject({
      message: 'أنت مسجّل الدخول بالفعل. يُرجى تسجيل الخروج أولًا.',
    });
  });
});
