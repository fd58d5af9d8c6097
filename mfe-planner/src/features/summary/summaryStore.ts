// The calls of /menu/summary (spec 2 §7 Wizard): order checkVoucher when a voucher is applied, order set when the
// order is placed; the coupon or voucher the customer chooses is the shared offer rule (OfferStore, doc 2 §5.3).
// Made per visit.
import type { OkData, RequestData, Voucher } from '@mealplan/shared/protocol';
import type { SocketClient } from '@mealplan/shared/session';
import { OfferStore } from '@mealplan/shared/stores';
import type { ShownMessage } from '@mealplan/shared/ui';

export type VoucherFound = OkData<'order', 'checkVoucher'>;
export type OrderPlacement = RequestData<'order', 'set'>;
export type PlacedOrder = OkData<'order', 'set'>;

export class SummaryStore {
  /** The coupon or the voucher of this order. */
  readonly offer: OfferStore;

  /** `coupons`: the customer's coupons (the session user's vouchers). */
  constructor(
    private readonly client: Pick<SocketClient, 'call'>,
    coupons: () => readonly Voucher[] = () => [],
  ) {
    this.offer = new OfferStore(coupons);
  }

  /** 'Apply': checks the code typed for a plan of `daysCount` days; answers the message to show, or null when applied. */
  applyVoucher(daysCount: number): Promise<ShownMessage | null> {
    return this.offer.applyVoucher(async (code) => {
      const found = await this.checkVoucher(code, daysCount);
      return { id: found.voucher_id, code, type: found.type, value: found.value, conditions: found.conditions };
    });
  }

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
