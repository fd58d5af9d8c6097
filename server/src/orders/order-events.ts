// Live sync of a customer's order (issue 20, contract 2): after any committed change to an order (dishes, skip, pause,
// cutlery, cancel), every open tab and device of the customer, on every server process, is told on channel `order`
// with `{ type: 'orderChanged', data: { orderId } }` and reloads what it shows. The session view and every per-user
// cached read are dropped first (the plan's dates and state may have changed), so the reload reads anew.
import { userViewChanged, type UserViewCache } from '../accounts/user-view';
import type { UserPush } from '../realtime/services';

/** The order channel's push message type. */
export const ORDER_CHANGED = 'orderChanged';

export interface OrderEventServices {
  cache?: UserViewCache | undefined;
  /** Absent where no socket server runs (a script): then only the cache is dropped. */
  push?: UserPush | undefined;
}

/** Call after the transaction that changed the customer's order has committed. */
export async function orderChanged(services: OrderEventServices, userId: number, orderId: number): Promise<void> {
  await userViewChanged(services, userId);
  services.push?.toUser(userId, 'order', { type: ORDER_CHANGED, data: { orderId } });
}
