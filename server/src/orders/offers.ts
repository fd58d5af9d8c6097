// Coupons (the customer's own vouchers) and common voucher codes (doc 2 §5.3, §9). Codes are checked here, never
// sent to the browser; a coupon must be the customer's and unused; a common voucher serves one order per customer.
import { randomBytes } from 'node:crypto';
import { applyVoucherCode, type CommonVoucher, type Discount } from '@mealplan/shared/domain';
import { tooManyRequestsMessage } from '@mealplan/shared/account';
import type { RateLimits } from '../adapters/rate-limits';
import { activeVouchersByCode } from '../catalog/lookups';
import type { Db } from '../db';
import { ClientError } from '../errors';
import { ORDER_MESSAGES } from './messages';

export interface OfferRequest {
  coupon_id: number | null;
  voucher_id: number | null;
  voucher_code?: string | undefined;
}

export interface Offer {
  couponId: number | null;
  voucherId: number | null;
  discount: Discount | null;
}

const NO_OFFER: Offer = { couponId: null, voucherId: null, discount: null };

async function voucherByCode(db: Db, code: string): Promise<CommonVoucher | undefined> {
  if (!code) return undefined;
  const rows = await activeVouchersByCode(db, code);
  const result = applyVoucherCode(code, rows, { couponId: null, voucherId: null });
  return result.ok ? result.voucher : undefined;
}

/** Used by a placed order (a cancelled one gives it back; a checkout plan holding it has not used it yet). */
async function voucherUsedBy(db: Db, userId: number, voucherId: number): Promise<boolean> {
  const row = await db.one(`SELECT 1 FROM orders WHERE user_id = $1 AND voucher_id = $2 AND status NOT IN ('cancelled', 'checkout')`, [
    userId,
    voucherId,
  ]);
  return row !== undefined;
}

/**
 * A common voucher the customer may use: 'Wrong voucher code' for an unknown code, and one use per customer.
 * Every code is counted against the customer's wrong-code limit before it is looked up (as sign-in counts a password
 * before checking it), so a burst of guesses sent at once cannot all be checked; a right code gets its attempt back.
 * Over the limit every code is refused for a while.
 */
export async function checkVoucherCode({ db, limits }: { db: Db; limits: RateLimits }, userId: number, code: string): Promise<CommonVoucher> {
  const key = String(userId);
  const wait = await limits.consume('voucherCodeUser', key);
  if (wait !== undefined) throw new ClientError(tooManyRequestsMessage(wait), { voucher_code: tooManyRequestsMessage(wait) });
  const voucher = await voucherByCode(db, code);
  if (!voucher) throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  await limits.reward('voucherCodeUser', key);
  if (await voucherUsedBy(db, userId, voucher.id)) throw new ClientError(ORDER_MESSAGES.voucherUsed, { voucher_code: ORDER_MESSAGES.voucherUsed });
  return voucher;
}

/** The discount an order asks for: a coupon or a voucher code (they clear each other, so never both). */
export async function resolveOffer(db: Db, limits: RateLimits, userId: number, request: OfferRequest): Promise<Offer> {
  const code = request.voucher_code ?? '';
  const wantsVoucher = code !== '' || request.voucher_id !== null;
  if (request.coupon_id !== null && wantsVoucher) throw new ClientError(ORDER_MESSAGES.couponAndVoucher);
  if (request.coupon_id !== null) {
    const coupon = await db.one<{ id: number; type: Discount['type']; value: number }>(
      'SELECT id, type, value FROM user_vouchers WHERE id = $1 AND user_id = $2 AND used_order_id IS NULL',
      [request.coupon_id, userId],
    );
    if (!coupon) throw new ClientError(ORDER_MESSAGES.couponUnavailable, { coupon_id: ORDER_MESSAGES.couponUnavailable });
    return { couponId: coupon.id, voucherId: null, discount: { type: coupon.type, value: coupon.value } };
  }
  if (!wantsVoucher) return NO_OFFER;
  // A voucher id alone would let a browser use a code it was never told: the code is what counts.
  if (!code) throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  const voucher = await checkVoucherCode({ db, limits }, userId, code);
  if (request.voucher_id !== null && request.voucher_id !== voucher.id) {
    throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  }
  return { couponId: null, voucherId: voucher.id, discount: { type: voucher.type, value: voucher.value } };
}

/** Marks the coupon used by the order; refused when another order took it meanwhile. */
export async function useCoupon(db: Db, userId: number, couponId: number, orderId: number): Promise<void> {
  const rows = await db.query('UPDATE user_vouchers SET used_order_id = $3 WHERE id = $1 AND user_id = $2 AND used_order_id IS NULL RETURNING id', [
    couponId,
    userId,
    orderId,
  ]);
  if (rows.length === 0) throw new ClientError(ORDER_MESSAGES.couponUnavailable, { coupon_id: ORDER_MESSAGES.couponUnavailable });
}

/** The part of a discount above the subtotal becomes a fixed coupon of the customer ('New voucher'). */
export async function issueNewVoucher(db: Db, userId: number, orderId: number, fils: number, now: number): Promise<void> {
  const code = `NV${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.query(`INSERT INTO user_vouchers (user_id, code, type, value, source_order_id, created_at) VALUES ($1, $2, 'fixed', $3, $4, $5)`, [
    userId,
    code,
    fils,
    orderId,
    now,
  ]);
}
