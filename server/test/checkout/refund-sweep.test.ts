// The refund sweep (issue 37): the orders side's handlers registered on the payment service retry every refund still due
// every REFUND_SWEEP_MS, and stop when the server closes.
import { REFUND_SWEEP_MS } from '../../src/orders/mail/payment-notices';
import { wirePaymentHandlers } from '../../src/orders/checkout/place-checkout';
import type { PaymentService } from '../../src/payments';

describe('the refund sweep', () => {
  afterEach(() => jest.useRealTimers());

  it('tries the refunds due every 10 minutes until stopped, and registers the paid and refund handlers once', () => {
    jest.useFakeTimers();
    const sweepRefunds = jest.fn(() => Promise.resolve(0));
    const onPaid = jest.fn();
    const onRefund = jest.fn();
    const payments = { sweepRefunds, onPaid, onRefund } as unknown as PaymentService;
    const db = {} as never;
    const stop = wirePaymentHandlers(payments, { db, now: () => 0, services: {}, mail: {} as never });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onRefund).toHaveBeenCalledTimes(1);
    expect(REFUND_SWEEP_MS).toBe(10 * 60 * 1000);
    jest.advanceTimersByTime(REFUND_SWEEP_MS - 1);
    expect(sweepRefunds).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sweepRefunds).toHaveBeenCalledWith(db);
    jest.advanceTimersByTime(REFUND_SWEEP_MS);
    expect(sweepRefunds).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(3 * REFUND_SWEEP_MS);
    expect(sweepRefunds).toHaveBeenCalledTimes(2);
  });
});
