// The dashboard's team is not named after the demo customers (issue 39): a customer signed in as the demo customer
// Sara Haddad must not read 'Dr. Sara Haddad' as her own nutritionist.
import { demoCustomerNames } from '../../src/demo/demo-customers';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

describe('the demo team', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ seed: true });
  });
  afterAll(() => env.close());

  it('shares no first or last name with a demo customer, in English and in Arabic', async () => {
    const customer = await signUp(env);
    const managers = async () =>
      (await customer.client.call('profile', 'getForDashboard', { subtype: 'getManagers', userId: customer.userId })).data as Record<string, string>;
    const english = await managers();
    const names = [english.nutritionist_name ?? '', english.manager_name ?? ''];
    expect(names).toEqual(['Dr. Hala Mansour', 'Yousef Darwish']);
    for (const { firstName, lastName } of demoCustomerNames) {
      for (const name of names) expect(name.split(/[\s.]+/)).not.toEqual(expect.arrayContaining([firstName]));
      for (const name of names) expect(name.split(/[\s.]+/)).not.toEqual(expect.arrayContaining([lastName]));
    }
    expect((await customer.client.call('profile', 'set', { scenario: 'language', language: 'ar', user_id: customer.userId })).type).toBe('setOk');
    const arabic = await managers();
    expect([arabic.nutritionist_name, arabic.manager_name]).toEqual(['د. هالة منصور', 'يوسف درويش']);
  });
});
