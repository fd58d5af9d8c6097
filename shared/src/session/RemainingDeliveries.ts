// The deliveries the signed-in customer has left (doc 1 §7 "order remaining deliveries"), asked once per page visit:
// the header shows the count beside My menu on every page, and the dashboard's plan card shows the count and the next
// delivery day. Both ask for it as a page opens; one request answers both, where each used to send its own.
import type { OkData } from '../protocol';
import type { SocketClient } from './SocketClient';

export type RemainingDeliveriesClient = Pick<SocketClient, 'call'>;
export type Remaining = OkData<'order', 'remainingDeliveries'>;

export class RemainingDeliveries {
  /** The last read: the visit it was asked for and its answer (or the wait for it). */
  private last: { visit: string; reply: Promise<Remaining> } | null = null;

  constructor(private readonly client: RemainingDeliveriesClient) {}

  /**
   * The deliveries left as read for `visit`: one key per page visit of one customer (the user id and react-router's
   * location key, which every navigation changes). The visit's first read asks the server; the later ones share its
   * answer, or its wait. A failed read is not kept: the next read asks again.
   */
  forVisit(visit: string): Promise<Remaining> {
    if (this.last?.visit === visit) return this.last.reply;
    const reply = this.client.call('order', 'remainingDeliveries', {});
    const read = { visit, reply };
    this.last = read;
    reply.catch(() => {
      if (this.last === read) this.last = null;
    });
    return reply;
  }

  /** Forgets the last read (a test starts afresh; in the site, every visit has its own key). */
  clear(): void {
    this.last = null;
  }
}

/** The key of one page visit of one customer, for forVisit. */
export const visitKey = (userId: number, locationKey: string): string => `${userId}:${locationKey}`;
