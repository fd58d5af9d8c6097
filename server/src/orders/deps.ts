// What the order core's functions need besides their input: the database, the clock, and the services its changes are
// announced through (order-events.ts: the read cache, the pushes). A socket call's context has all three.
import type { Db } from '../db';
import type { OrderEventServices } from './order-events';

export interface OrderDeps {
  db: Db;
  /** Unix seconds. */
  now(): number;
  /** The read cache and the pushes to the customer's sockets (order-events.ts announces a change through them). */
  services: OrderEventServices;
}
