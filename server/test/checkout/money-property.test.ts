// Money you can trust (issue 37), property-based: random sequences of set / update / createTelrSession / pay / decline /
// cancel / placeneworder / advice over two tabs of one customer, against a real database and the sandbox gateway (the
// customer's decision on the hosted page and the gateway's notification are separate steps, so every order of the two
// is tried). After each sequence (every notification delivered, the page checked once more): the ledger balances, no
// capture is on hold, no order is placed for less than its price nor from a capture of another amount, and no capture
// is refunded twice.
import fc from 'fast-check';
import { ADVICE_PATH } from '../../src/adapters/telr';
import { decideSandboxOrder, SANDBOX_TEST_CARDS } from '../../src/adapters/telr/sandbox';
import { checkoutAmounts } from '../../src/orders/checkout/checkout-row';
import { reconcile } from '../../src/reconcile';
import { ACCOUNT_TEST_TIMEOUT_MS, signUp, type AccountsTestServer, type SignedUp } from '../accounts/support';
import { card, checkoutCall as call, planParams, planPriceOf, startCheckoutServer } from './support';

jest.setTimeout(ACCOUNT_TEST_TIMEOUT_MS);

type Tab = 0 | 1;
type Command =
  | { kind: 'set'; daysCount: 20 | 30 }
  | { kind: 'update'; voucher: boolean; cutlery: 0 | 1 }
  | { kind: 'createTelrSession' | 'pay' | 'decline' | 'cancel' | 'placeneworder' | 'advice'; tab: Tab };

const tab = fc.constantFrom<Tab>(0, 1);
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), daysCount: fc.constantFrom<20 | 30>(20, 30) }),
  fc.record({ kind: fc.constant('update' as const), voucher: fc.boolean(), cutlery: fc.constantFrom<0 | 1>(0, 1) }),
  ...(['createTelrSession', 'pay', 'decline', 'cancel', 'placeneworder', 'advice'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind), tab }),
  ),
);

describe('mobile_checkout money, property-based over two tabs', () => {
  let env: AccountsTestServer;
  beforeAll(async () => {
    env = await startCheckoutServer();
  });
  afterAll(() => env.close());

  const db = () => env.server.db;

  interface TabState {
    /** The gateway's order ref of the payment page this tab shows. */
    ref?: string;
    /** The notifications the gateway has not delivered yet. */
    advices: URLSearchParams[];
  }

  async function run(customer: SignedUp, commands: Command[]): Promise<number | undefined> {
    let checkoutId: number | undefined;
    const tabs: TabState[] = [{ advices: [] }, { advices: [] }];
    const decide = async (state: TabState, decision: Parameters<typeof decideSandboxOrder>[2]) => {
      if (!state.ref) return;
      const decided = await decideSandboxOrder(db(), state.ref, decision);
      if (decided.kind === 'done' && decided.advice) state.advices.push(decided.advice);
    };
    const deliver = async (state: TabState) => {
      const advice = state.advices.shift();
      if (advice) expect((await fetch(new URL(ADVICE_PATH, env.server.url), { method: 'POST', body: advice })).status).toBe(200);
    };
    for (const step of commands) {
      if (step.kind === 'set') {
        const params = { ...planParams(env.clock.now, { daysCount: step.daysCount }), ...(checkoutId ? { id: checkoutId } : {}) };
        const reply = await call(customer, 'set', { checkoutPlanParams: params, detailsData: [] });
        if (reply.type === 'setOk') checkoutId = (reply.data as { checkoutId: number }).checkoutId;
        continue;
      }
      if (step.kind === 'update') {
        if (checkoutId === undefined) continue;
        const details = { cutlery: step.cutlery, bag_price: 18_000, ...(step.voucher ? { voucher_code: 'WELCOME10' } : {}) };
        await call(customer, 'update', { checkoutId, details });
        continue;
      }
      const state = tabs[step.tab]!;
      if (step.kind === 'createTelrSession') {
        if (checkoutId === undefined) continue;
        const reply = await call(customer, 'createTelrSession', { checkoutId });
        if (reply.type === 'createTelrSessionOk') {
          state.ref = new URL((reply.data as { response: { order: { url: string } } }).response.order.url).searchParams.get('o') ?? undefined;
        }
      } else if (step.kind === 'pay') await decide(state, { action: 'pay', card: card(SANDBOX_TEST_CARDS.authorised) });
      else if (step.kind === 'decline') await decide(state, { action: 'pay', card: card(SANDBOX_TEST_CARDS.declined) });
      else if (step.kind === 'cancel') await decide(state, { action: 'cancel' });
      else if (step.kind === 'advice') await deliver(state);
      else if (checkoutId !== undefined) {
        const reply = await call(customer, 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'telr' });
        expect(['placeneworderOk', 'placeneworderErr']).toContain(reply.type);
      }
    }
    // The gateway delivers what it held back; the customer's page checks once more.
    for (const state of tabs) while (state.advices.length) await deliver(state);
    if (checkoutId !== undefined) await call(customer, 'checkTelrStatus', { checkoutId });
    return checkoutId;
  }

  async function expectMoneyTrusted(userId: number): Promise<void> {
    const result = await reconcile(db(), userId);
    expect(result.differences).toEqual([]);
    for (const customer of result.customers) {
      expect(customer.difference).toBe(0);
      expect(customer.onHold).toBe(0);
    }
    // No order placed for less than its price: the amount due is the catalogue price less its offer plus the deposit.
    const orders = await db().query<{
      id: number;
      paid: boolean;
      price: number;
      bag_price: number;
      amount_due: number;
      days_count: number;
      meal_types: number[];
      discount_type: 'percent' | 'fixed' | null;
      discount_value: number | null;
    }>(
      `SELECT id, paid, price, bag_price, amount_due, days_count, meal_types, discount_type, discount_value FROM orders
       WHERE user_id = $1 AND status <> 'checkout'`,
      [userId],
    );
    for (const order of orders) {
      expect(order.paid).toBe(true);
      expect(order.price).toBe(await planPriceOf(db(), order.days_count, order.meal_types, order.days_count));
      const discount = order.discount_type ? { type: order.discount_type, value: order.discount_value ?? 0 } : null;
      expect(order.amount_due).toBe(checkoutAmounts(order.price, order.bag_price, discount).amountDue);
      const [placedFrom] = await db().query<{ captured_amount: number }>(
        'SELECT captured_amount FROM payments WHERE order_id = $1 AND placed_at IS NOT NULL',
        [order.id],
      );
      expect(placedFrom?.captured_amount).toBe(order.amount_due);
    }
    // Never refunded twice: one gateway refund per capture given back, as many as the ledger's refunds.
    const refunds = await db().one<{ gateway: number; ledger: number; twice: number }>(
      `SELECT (SELECT count(*)::int FROM telr_sandbox_refunds r JOIN payments p ON p.cart_id = r.cart_id WHERE p.user_id = $1) AS gateway,
         (SELECT count(*)::int FROM payment_ledger WHERE user_id = $1 AND kind = 'refund') AS ledger,
         (SELECT count(*)::int FROM (SELECT r.cart_id FROM telr_sandbox_refunds r JOIN payments p ON p.cart_id = r.cart_id
            WHERE p.user_id = $1 GROUP BY r.cart_id HAVING count(*) > 1) t) AS twice`,
      [userId],
    );
    expect(refunds).toEqual({ gateway: refunds!.ledger, ledger: refunds!.ledger, twice: 0 });
  }

  it('any sequence over two tabs: the ledger balances, nothing on hold, no order for less than its price, no refund twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 14 }), async (commands) => {
        const customer = await signUp(env);
        try {
          await run(customer, [{ kind: 'set', daysCount: 20 }, ...commands]);
          await expectMoneyTrusted(customer.userId);
        } finally {
          customer.client.socket.disconnect();
        }
      }),
      { numRuns: 25 },
    );
  });
});
