// The one announcer of the order core's changes (issue 39): the function that changes a customer's order or their data
// announces it here once the change has committed; the channels that called it do not.
// - customerChanged: the customer's own data changed (a profile step, an address, the draft, the checkout plan, a plan
//   placed): the session view and every per-user cached read are dropped, so the next read reads anew.
// - orderChanged (live sync, issue 20 contract 2): one of their orders changed (dishes, skip, pause, cutlery, cancel,
//   sides, cart): customerChanged, then every open tab and device of the customer, on every server process, is told on
//   channel `order` with `{ type: 'orderChanged', data: { orderId } }` and reloads what it shows.
import type { UserViewCache } from '../accounts/user-view';
import type { UserPush } from '../realtime/services';

/** The order channel's push message type. */
export const ORDER_CHANGED = 'orderChanged';

export interface OrderEventServices {
  cache?: UserViewCache | undefined;
  /** Absent where no socket server runs (a script): then only the cache is dropped. */
  push?: UserPush | undefined;
}

/** Call after the transaction that changed the customer's own data has committed. */
export async function customerChanged(services: OrderEventServices, userId: number): Promise<void> {
  // The customer's scope of the read cache, as accounts' userViewChanged drops it (that module reads the wizard draft
  // from here, so it is not imported back).
  await services.cache?.invalidate(`user:${userId}`);
}

/** Call after the transaction that changed the customer's order has committed. */
export async function orderChanged(services: OrderEventServices, userId: number, orderId: number): Promise<void> {
  await customerChanged(services, userId);
  services.push?.toUser(userId, 'order', { type: ORDER_CHANGED, data: { orderId } });
}
