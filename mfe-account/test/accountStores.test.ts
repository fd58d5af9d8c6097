// The account area's smaller stores, each given a fake client: sign-in's two replies, the plan request's email rule,
// and the emailed links (a confirmation type the protocol does not know is refused without a call).
import type { SocketClient } from '@mealplan/shared/session';
import { EmailLinkStore } from '../src/features/emailLinks/emailLinkStore';
import { PlanRequestStore } from '../src/features/home/planRequestStore';
import { SignInStore } from '../src/features/signIn/signInStore';

const fakeClient = (call: jest.Mock, callReply: jest.Mock = jest.fn()) =>
  ({ call, callReply }) as unknown as Pick<SocketClient, 'call' | 'callReply'>;

describe('SignInStore', () => {
  it('asks for the SMS code when the server answers smsOk, and signs in on setOk', async () => {
    const callReply = jest
      .fn()
      .mockResolvedValueOnce({ type: 'smsOk', data: { message: 'We have sent a 6-digit code to your phone.' } })
      .mockResolvedValueOnce({ type: 'setOk', data: { user_id: 3, token: 'tok' } });
    const store = new SignInStore(fakeClient(jest.fn(), callReply), { browserId: 'browser-1' });
    await expect(store.signIn('sara@example.com', 'secret-pass')).resolves.toEqual({
      kind: 'smsCode',
      message: 'We have sent a 6-digit code to your phone.',
    });
    await expect(store.signIn('sara@example.com', 'secret-pass', '123456')).resolves.toEqual({
      kind: 'signedIn',
      user: { user_id: 3, token: 'tok' },
    });
    expect(callReply.mock.calls).toEqual([
      ['login', 'set', { email: 'sara@example.com', password: 'secret-pass', browserId: 'browser-1', app: 'customer' }],
      ['login', 'set', { email: 'sara@example.com', password: 'secret-pass', browserId: 'browser-1', app: 'customer', smscode: '123456' }],
    ]);
  });
});

describe('PlanRequestStore', () => {
  it('sends nothing without an email', async () => {
    const call = jest.fn().mockResolvedValue({});
    const store = new PlanRequestStore(fakeClient(call));
    await expect(store.send({ name: 'Mona', email: '  ', phone: '' })).resolves.toBe(false);
    await expect(store.send({ name: 'Mona', email: 'mona@example.ae', phone: '' })).resolves.toBe(true);
    expect(call.mock.calls).toEqual([['profile', 'guestplanRequest', { name: 'Mona', email: 'mona@example.ae', phone: '' }]]);
  });
});

describe('EmailLinkStore', () => {
  it('confirms a known link type with the server’s message', async () => {
    const call = jest.fn().mockResolvedValue({ message: 'Your email is confirmed.' });
    await expect(new EmailLinkStore(fakeClient(call)).confirmLink('email', 'tok')).resolves.toBe('Your email is confirmed.');
    expect(call).toHaveBeenCalledWith('confirmation', 'email', { token: 'tok' });
  });

  it('refuses a link type the protocol does not know, without a call', async () => {
    const call = jest.fn();
    await expect(new EmailLinkStore(fakeClient(call)).confirmLink('phone', 'tok')).rejects.toThrow('This link is not valid');
    expect(call).not.toHaveBeenCalled();
  });
});
