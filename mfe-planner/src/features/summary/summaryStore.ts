// The calls of /menu/summary (spec 2 §7 Wizard): order checkVoucher when a voucher is applied, order set when the
// order is placed. The page keeps what the customer chooses; this store, made per visit, makes the calls.
import type { OkData, RequestData } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';

export type VoucherFound = OkData<'order', 'checkVoucher'>;
export type OrderPlacement = RequestData<'order', 'set'>;
export type PlacedOrder = OkData<'order', 'set'>;

export class SummaryStore {
  constructor(private readonly client: Pick<SocketClient, 'call'>) {}

  /**
   * The voucher's discount and conditions; rejects with the server's message when the code does not apply (unknown, or
   * a condition the plan of `daysCount` days fails).
   */
  checkVoucher(code: string, daysCount?: number): Promise<VoucherFound> {
    return this.client.call('order', 'checkVoucher', daysCount ? { code, days_count: daysCount } : { code });
  }

  /** Places the order; rejects with the server's message (the page shows it as a Validation Error). */
  placeOrder(order: OrderPlacement): Promise<PlacedOrder> {
    return this.client.call('order', 'set', order);
  }
}
