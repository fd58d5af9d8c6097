// What the account rules use besides their input. A socket call's context satisfies it as it is; a script or a test
// can pass a plain object.
import type { Locale } from '@mealplan/shared/i18n/locale';
import type { AccountServices } from '../adapters';
import type { Db } from '../db';
import type { OrderEventServices } from '../orders/order-events';

export interface AccountDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
  services: { accounts: AccountServices };
  /** The caller's address: the key of the per-address limits and of the password hashes' fair share. */
  ip: string;
  /** The language of what is sent at the caller's request (mails, SMS codes). */
  locale: Locale;
}

/** What a save of the customer's data needs: the database, and the services its change is announced through
 * (orders/order-events.ts: the read cache, the pushes). A socket call's context satisfies it as it is. */
export interface SaveDeps {
  db: Db;
  services: OrderEventServices;
}
