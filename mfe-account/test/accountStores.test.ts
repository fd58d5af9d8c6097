// The account area's smaller stores, each given a fake client: sign-in's two replies, the plan request's email rule,
// and the emailed links (a confirmation type the protocol does not know is refused without a call).
import { ACCOUNT_MESSAGES } from '@mealplan/shared/account';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import { EmailLinkStore } from '../src/features/emailLinks/emailLinkStore';
import { PlanRequestStore } from '../src/features/home/planRequestStore';
import { SignInStore } from '../src/features/signIn/signInStore';

describe('SignInStore', () => {
  it('asks for the SMS code when the server answers smsOk, and signs in on setOk', async () => {
    const replies = [
      { type: 'smsOk', data: { message: 'We have sent a 6-digit code to your phone.' } },
      { type: 'setOk', data: { user_id: 3, token: 'tok' } },
    ];
    const { client, calls } = fakeCallClient(() => replies.shift());
    const store = new SignInStore(client, { browserId: 'browser-1' });
    await expect(store.signIn('sara@example.com', 'secret-pass')).resolves.toEqual({
      kind: 'smsCode',
      message: 'We have sent a 6-digit code to your phone.',
    });
    await expect(store.signIn('sara@example.com', 'secret-pass', '123456')).resolves.toEqual({
      kind: 'signedIn',
      user: { user_id: 3, token: 'tok' },
    });
    expect(calls).toEqual([
      { channel: 'login', key: 'set', data: { email: 'sara@example.com', password: 'secret-pass', browserId: 'browser-1', app: 'customer' } },
      {
        channel: 'login',
        key: 'set',
        data: { email: 'sara@example.com', password: 'secret-pass', browserId: 'browser-1', app: 'customer', smscode: '123456' },
      },
    ]);
  });
});

describe('PlanRequestStore', () => {
  it('sends nothing without an email', async () => {
    const { client, calls } = fakeCallClient({ 'profile guestplanRequest': {} });
    const store = new PlanRequestStore(client);
    await expect(store.send({ name: 'Mona', email: '  ', phone: '' })).resolves.toBe(false);
    await expect(store.send({ name: 'Mona', email: 'mona@example.ae', phone: '' })).resolves.toBe(true);
    expect(calls).toEqual([{ channel: 'profile', key: 'guestplanRequest', data: { name: 'Mona', email: 'mona@example.ae', phone: '' } }]);
  });
});

describe('EmailLinkStore', () => {
  it('confirms a known link type with the server’s message', async () => {
    const { client, calls } = fakeCallClient({ 'confirmation email': { message: 'Your email is confirmed.' } });
    await expect(new EmailLinkStore(client).confirmLink('email', 'tok')).resolves.toBe('Your email is confirmed.');
    expect(calls).toEqual([{ channel: 'confirmation', key: 'email', data: { token: 'tok' } }]);
  });

  it('refuses a link type the protocol does not know, without a call', async () => {
    const { client, calls } = fakeCallClient();
    await expect(new EmailLinkStore(client).confirmLink('phone', 'tok')).rejects.toMatchObject({
      messageId: ACCOUNT_MESSAGES.linkNotValid,
    });
    expect(calls).toEqual([]);
  });
});
