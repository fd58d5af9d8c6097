// Customers for runs of several production processes (e2e/tests/fleet and the fleet bench), made straight in the
// database: a production start seeds no demo customer. Each gets a password (to sign in through the pages) and a
// session of the browser id given (to sign a socket in with client_check, as the site's client does on every connect).
//   DATABASE_URL=… FLEET_CUSTOMERS=6 FLEET_BROWSER_ID=ABCDEFGHIJKLMNOP node --import tsx server/bench/fleet-customers.ts
// Prints one JSON line: [{ email, password, userId, token, order }], order being a valid `order set` request of a new
// plan for that customer (computed from the seeded catalogue with the shared rules, as the order tests do).
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../src/accounts/password';
import { createSession } from '../src/accounts/sessions';
import { insertUser } from '../src/accounts/users';
import { openDatabase } from '../src/db';
import { orderFixture, orderRequest } from '../test/orders/support';

export interface FleetCustomer {
  email: string;
  password: string;
  userId: number;
  token: string;
  order: ReturnType<typeof orderRequest>;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const count = Number(process.env.FLEET_CUSTOMERS ?? 1);
  const browserId = process.env.FLEET_BROWSER_ID ?? '';
  if (!url || !Number.isInteger(count) || count < 1 || !/^[A-Za-z0-9]{16}$/.test(browserId)) {
    throw new Error('Set DATABASE_URL, FLEET_CUSTOMERS (a count) and FLEET_BROWSER_ID (16 letters or digits)');
  }
  const db = await openDatabase({ url });
  try {
    const run = randomBytes(4).toString('hex');
    const password = `Fleet-${randomBytes(6).toString('hex')}`;
    const passwordHash = await hashPassword(password);
    const now = Math.floor(Date.now() / 1000);
    const fixture = await orderFixture(db, now);
    const customers: FleetCustomer[] = [];
    for (let index = 0; index < count; index += 1) {
      const email = `fleet-${run}-${index}@example.ae`;
      const userId = await insertUser(
        db,
        {
          email,
          passwordHash,
          firstName: 'Fleet',
          lastName: `Customer ${index}`,
          phoneCode: '971',
          phone: `50${String(Number.parseInt(run, 16) % 100_000).padStart(5, '0')}${String(index).padStart(2, '0')}`.slice(0, 9),
          whatsapp: null,
          refererId: null,
          language: null,
          emailConfirmedAt: now,
        },
        now,
      );
      if (userId === undefined) throw new Error(`${email} exists already`);
      const { token } = await createSession(db, userId, browserId, now);
      customers.push({
        email,
        password,
        userId,
        token,
        order: orderRequest(fixture, { requestKey: `fleet-${run}-${index}-${randomBytes(8).toString('hex')}` }),
      });
    }
    process.stdout.write(`${JSON.stringify(customers)}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
