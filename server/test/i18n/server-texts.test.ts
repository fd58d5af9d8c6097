// issue 8: the server answers in the socket's language: validation errors, refusals, account errors, success
// messages, SMS and emails; English stays the spec's text verbatim.
import {
  ACCOUNT_MESSAGES,
  FEEDBACK_MESSAGES,
  noSocialAccountMessage,
  socialAccountTakenMessage,
  tooManyRequestsMessage,
  tooManySignInsMessage,
} from '@mealplan/shared/account';
import { formatServerText, localise, serverCatalogues, textOfEnglish } from '../../src/i18n';
import { socialOffMessage } from '../../src/adapters/social';
import { MAIL_OFF_MESSAGE } from '../../src/adapters/mail';
import { SMS_OFF_MESSAGE } from '../../src/adapters/sms';
import { GENERIC_ERROR_MESSAGE, SIGN_IN_REQUIRED_MESSAGE, SIGNED_OUT_ONLY_MESSAGE } from '../../src/errors';
import { SMS_ON_LOGIN_MESSAGES } from '../../src/accounts/sms-on-login';
import { PAGE_NOT_FOUND_MESSAGE } from '../../src/catalog/static-pages';
import { DIET_NOT_FOUND_MESSAGE } from '../../src/catalog/menus';
import { COMMENT_MESSAGES, FORUM_MESSAGES } from '@mealplan/shared/domain';
import {
  ACCOUNT_TEST_TIMEOUT_MS,
  latestLink,
  outboxFor,
  registrationData,
  signUp,
  startAccountsServer,
  type AccountsTestServer,
} from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const ARABIC = /[\u0600-\u06FF]/;

describe('the server catalogue', () => {
  it('has every English message the server sends, verbatim, and an Arabic one for each', () => {
    const fixed = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(FEEDBACK_MESSAGES),
      ...Object.values(SMS_ON_LOGIN_MESSAGES),
      GENERIC_ERROR_MESSAGE,
      SIGN_IN_REQUIRED_MESSAGE,
      SIGNED_OUT_ONLY_MESSAGE,
      MAIL_OFF_MESSAGE,
      SMS_OFF_MESSAGE,
      PAGE_NOT_FOUND_MESSAGE,
      DIET_NOT_FOUND_MESSAGE,
      ...Object.values(FORUM_MESSAGES),
      ...Object.values(COMMENT_MESSAGES),
    ];
    for (const message of fixed) {
      const text = textOfEnglish(message);
      expect([message, text && formatServerText(text, 'en')]).toEqual([message, message]);
      expect(localise(message, 'ar')).toMatch(ARABIC);
    }
  });

  it('formats the texts with values like the English helpers, and in Arabic with its plural forms', () => {
    for (const seconds of [1, 60, 61, 600, 3600]) {
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      expect(formatServerText({ id: 'account.tooManySignIns', values: { minutes } }, 'en')).toBe(tooManySignInsMessage(seconds));
      expect(formatServerText({ id: 'account.tooManyRequests', values: { minutes } }, 'en')).toBe(tooManyRequestsMessage(seconds));
    }
    expect(formatServerText({ id: 'account.noSocialAccount', values: { provider: 'Google' } }, 'en')).toBe(noSocialAccountMessage('google'));
    expect(formatServerText({ id: 'account.socialAccountTaken', values: { provider: 'Facebook' } }, 'en')).toBe(
      socialAccountTakenMessage('facebook'),
    );
    expect(formatServerText({ id: 'server.socialOff', values: { provider: 'Google' } }, 'en')).toBe(socialOffMessage('google'));
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
    const english = await (await env.connect()).call('login', 'set', bad);
    expect(english).toEqual({
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
    expect((await switching.call('profile', 'set', { scenario: 'language', language: 'ar' })).data).toEqual({ message: SIGN_IN_REQUIRED_MESSAGE });
  });

  it('account errors with and without values, and field errors, in Arabic', async () => {
    const taken = await signUp(env);
    const client = await arabicClient();
    const reply = await client.call('registration', 'set', registrationData({ email: taken.registration.email }));
    expect(reply).toMatchObject({
      type: 'setErr',
      data: { message: 'هذا البريد الإلكتروني مسجّل بالفعل.', errors: { email: 'هذا البريد الإلكتروني مسجّل بالفعل.' } },
    });
    const social = await client.call('login', 'google', { token: 'not-a-real-token', browserId: 'ABCDEFGHIJKLMNOP' });
    expect(social.type).toBe('googleErr');
    expect((social.data as { message: string }).message).toMatch(ARABIC);
  });

  it('a success message and the confirmation email follow the language; a saved Arabic profile sets the socket language at the session check', async () => {
    const client = await arabicClient();
    const registration = registrationData();
    const reply = await client.call('registration', 'set', registration);
    expect(reply.type).toBe('setOk');
    const [mail] = await outboxFor(env, registration.email);
    expect(mail?.subject).toBe('تأكيد بريدك الإلكتروني في MealPlan');
    expect(mail?.html).toContain('dir="rtl"');
    await latestLink(env, registration.email);

    const saved = await client.call('profile', 'set', { scenario: 'language', language: 'ar' });
    expect((saved.data as { message: string }).message).toBe('تم حفظ اللغة.');

    const { token } = reply.data as { token: string };
    const otherTab = await env.connect();
    await otherTab.call('client_check', 'get', { token, browserId: registration.browserId });
    expect((await otherTab.call('registration', 'set', registrationData({ email: 'x' }))).data).toMatchObject({
      message: 'أنت مسجّل الدخول بالفعل. يُرجى تسجيل الخروج أولًا.',
    });
  });
});
