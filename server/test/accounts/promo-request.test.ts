// The promo-package request (issue 39; doc 3 §7 profile alertMail {userId, changes}, §8 its message), now opened from
// the renew request's 'Request Sent': the team's mail is about the signed-in customer only. A userId naming another
// customer is not taken (the session's customer asks, as for every getForDashboard call), and a guest is refused.
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer } from './support';
import { paidPlan, startActionsServer } from '../modify-actions/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('profile alertMail: the promo-package request', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startActionsServer();
  });
  afterAll(() => env.close());

  const promoMails = async (userId: number) =>
    (await env.services.outbox.list()).filter((mail) => mail.subject === `Promo package request from customer #${userId}`);

  it("mails the team about the session's customer, never the customer another userId names", async () => {
    const [asking, other] = [await signUp(env), await signUp(env)];
    await paidPlan(env.server.db, asking.userId, env.clock.now);
    const reply = await asking.client.call('profile', 'getForDashboard', {
      subtype: 'alertMail',
      userId: other.userId,
      changes: 'Promo package\nFrom my next renewal',
    });
    expect(reply).toMatchObject({ type: 'alertMailOk', data: { message: expect.stringContaining('add the package to your mealplan') } });

    const mails = await promoMails(asking.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Email: ${asking.registration.email}`);
    expect(mails[0]!.text).toContain('Request: Promo package\nFrom my next renewal');
    expect(mails[0]!.text).not.toContain(other.registration.email);
    expect(await promoMails(other.userId)).toEqual([]);
  });

  it('refuses a guest and sends nothing', async () => {
    const guest = await env.connect();
    const before = (await env.services.outbox.list()).length;
    const reply = await guest.call('profile', 'getForDashboard', { subtype: 'alertMail', changes: 'Promo package' });
    expect(reply.type).toBe('alertMailErr');
    expect((await env.services.outbox.list()).length).toBe(before);
  });
});
