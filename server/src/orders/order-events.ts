// The one announcer of a customer's changes (issue 39): the domain function that changes a customer's data or order
// (orders/ and accounts/) announces it here once the change has committed; the channels that call it announce nothing
// (server/test/platform/announcer-sites.test.ts keeps it so).
// - customerChanged: the customer's own data changed (a profile step or dashboard setting, the language, the SMS
//   setting, the email confirmed, the password set, an address, the draft, the checkout plan, a plan placed): the
//   session view and every per-user cached read are dropped, so the next read reads anew.
// - dishRated: a dish's public reviews changed with the customer's rating: the dish's cached reviews and the customer's
//   cached reads are dropped.
// - orderChanged (live sync, issue 20 contract 2): one of their orders changed (dishes, skip, pause, cutlery, cancel,
//   sides, cart): customerChanged, then every open tab and device of the customer, on every server process, is told on
//   channel `order` with `{ type: 'orderChanged', data: { orderId } }` and reloads what it shows.
import type { UserPush } from '../realtime/services';

/** The order channel's push message type. */
export const ORDER_CHANGED = 'orderChanged';

/** The read cache as the announcer drops it: a customer's scope (`user:<id>:…`), a dish's public reviews. */
export interface AnnouncedCache {
  invalidate(scope: `user:${number}` | `reviews:${number}`): Promise<void>;
}

export interface OrderEventServices {
  cache?: AnnouncedCache | undefined;
  /** Absent where no socket server runs (a script): then only the cache is dropped. */
  push?: UserPush | undefined;
}

/** Call after the transaction that changed the customer's own data has committed. */
export async function customerChanged(services: OrderEventServices, userId: number): Promise<void> {
  // The customer's scope of the read cache (accounts/user-view.ts keeps the session view there).
  await services.cache?.invalidate(`user:${userId}`);
}

/** Call after the customer's rating of a dish has committed. */
export async function dishRated(services: OrderEventServices, userId: number, dishId: number): Promise<void> {
  await services.cache?.invalidate(`reviews:${dishId}`);
  await customerChanged(services, userId);
}

/** Call after the transaction that changed the customer's order has committed. */
export async function orderChanged(services: OrderEventServices, userId: number, orderId: number): Promise<void> {
  await customerChanged(services, userId);
  services.push?.toUser(userId, 'order', { type: ORDER_CHANGED, data: { orderId } });
}
