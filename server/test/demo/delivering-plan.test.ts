// The dashboard's fixture of the end-to-end tests (POST /dev/fixtures/plan-delivering-today): a customer given the plan
// has dishes today, whatever weekday or holiday today is, as the dashboard reads them (getForDashboard getMealplan).
import type { UserPrefs } from '@mealplan/shared/domain';
import { today } from '@mealplan/shared/time';
import { givePlanDeliveringToday } from '../../src/demo/delivering-plan';
import { buildDemoPlan } from '../../src/demo/demo-plan';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, startAccountsServer, type AccountsTestServer } from '../accounts/support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

const NO_PREFS: UserPrefs = { allergies: [], dislikes: [], dishDislikes: [], eliminateGroups: [] };

describe('a plan delivering today for the end-to-end tests', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startAccountsServer({ seed: true });
  });
  afterAll(() => env.close());

  it("gives a paid plan with dishes today that the dashboard's today's meals read", async () => {
    const customer = await signUp(env);
    const given = await givePlanDeliveringToday(env.server.db, customer.registration.email, env.clock.now);
    expect(given).toMatchObject({ userId: customer.userId, today: today(env.clock.now) });
    const reply = await customer.client.call('profile', 'getForDashboard', { subtype: 'getMealplan', orderId: given!.orderId });
    expect(reply.type).toBe('getMealplanOk');
    const { date, dishes } = reply.data as { date: number; dishes: unknown[] };
    expect(date).toBe(today(env.clock.now));
    expect(dishes.length).toBeGreaterThan(0);
  });

  it('lays the plan out over every day, a Friday and a public holiday included', () => {
    const noon = (iso: string) => Date.parse(`${iso}T08:00:00Z`) / 1000;
    // 2026-12-04 is a Friday, which the demo's own plan skips; 2026-12-02 is a public holiday of the seed.
    for (const now of [noon('2026-12-04'), noon('2026-12-02')]) {
      const plan = buildDemoPlan(now, NO_PREFS, { planId: 30, holidays: [] });
      expect(plan.days).toContain(today(now));
      expect(plan.days).toHaveLength(30);
      expect(Object.keys(plan.menu[today(now)] ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('answers undefined for an unknown email', async () => {
    expect(await givePlanDeliveringToday(env.server.db, 'nobody.here@example.ae', env.clock.now)).toBeUndefined();
  });
});
