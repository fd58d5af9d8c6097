// Coupons (the customer's own vouchers) and common voucher codes (doc 2 §5.3, §9). Codes are checked here, never
// sent to the browser (but the code a customer typed, back to them); a coupon must be the customer's and unused; a
// common voucher's conditions (issue 37 item 5: plan days, periods, first order, uses) are checked here, in one place.
import { randomBytes } from 'node:crypto';
import { applyVoucherCode, voucherRefusal, type Discount, type VoucherUse } from '@mealplan/shared/domain';
import { tooManyRequestsMessage } from '@mealplan/shared/account';
import { currentUnixSeconds } from '@mealplan/shared/time';
import type { RateLimits } from '../../adapters/rate-limits';
import { activeVouchersByCode, findPlan, type ConditionedVoucher } from '../../catalog/lookups';
import type { Db } from '../../db';
import { ClientError } from '../../errors';
import { ORDER_MESSAGES } from '../messages';
import { ledgerCouponIssued, ledgerCouponSpent } from './checkout-payment';
import { voucherUseCounts } from '../store/orders-table';

export interface OfferRequest {
  coupon_id: number | null;
  voucher_id: number | null;
  voucher_code?: string | undefined;
  /** The wizard's plan (order set): its days are the voucher's plan days when the caller does not give them. */
  mealPlan_id?: number | null | undefined;
}

export interface Offer {
  couponId: number | null;
  voucherId: number | null;
  /** The code the customer typed for the voucher (kept on their checkout plan, answered to them alone). */
  voucherCode: string | null;
  discount: Discount | null;
}

/** What a voucher is checked against besides its code: the clock, the plan's days, the code the checkout already holds. */
export interface VoucherContext {
  now: number;
  /** The plan's days; undefined or null when the plan is not chosen yet (the minimum is checked when it is). */
  planDays?: number | null | undefined;
  /** The code the customer's checkout plan already holds: checked again without counting an attempt. */
  heldCode?: string | null | undefined;
}

const NO_OFFER: Offer = { couponId: null, voucherId: null, voucherCode: null, discount: null };

async function voucherByCode(db: Db, code: string): Promise<ConditionedVoucher | undefined> {
  if (!code) return undefined;
  const rows = await activeVouchersByCode(db, code);
  const result = applyVoucherCode(code, rows, { couponId: null, voucherId: null });
  return result.ok ? rows.find((row) => row.id === result.voucher.id) : undefined;
}

/**
 * The uses a voucher's conditions count. A use is a placed order (not a checkout plan) that holds it; a cancelled
 * order that was never paid gives its use back (a paid one has spent it: its coupon came from what was paid).
 */
async function voucherUses(db: Db, userId: number, voucherId: number): Promise<Omit<VoucherUse, 'planDays'>> {
  const row = await voucherUseCounts(db, userId, voucherId);
  return { customerOrders: row!.customer_orders, customerUses: row!.customer_uses, totalUses: row!.total_uses };
}

/**
 * A common voucher the customer may use: 'Wrong voucher code' for an unknown code, then its conditions (the shared
 * rule, shared/src/domain/vouchers.ts), refused with the condition it fails, on the voucher_code field.
 * Every code is counted against the customer's wrong-code limit before it is looked up (as sign-in counts a password
 * before checking it), so a burst of guesses sent at once cannot all be checked; a right code gets its attempt back.
 * Over the limit every code is refused for a while. The code the checkout plan already holds is no guess: not counted.
 */
export async function checkVoucherCode(
  { db, limits }: { db: Db; limits: RateLimits },
  userId: number,
  code: string,
  context: VoucherContext,
): Promise<ConditionedVoucher> {
  const key = String(userId);
  const guess = !context.heldCode || context.heldCode !== code;
  if (guess) {
    const wait = await limits.consume('voucherCodeUser', key);
    if (wait !== undefined) throw new ClientError(tooManyRequestsMessage(wait), { voucher_code: tooManyRequestsMessage(wait) });
  }
  const voucher = await voucherByCode(db, code);
  if (!voucher) throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  if (guess) await limits.reward('voucherCodeUser', key);
  const uses = await voucherUses(db, userId, voucher.id);
  const refusal = voucherRefusal(voucher.conditions, { ...uses, planDays: context.planDays ?? null }, context.now);
  if (refusal) throw new ClientError(refusal, { voucher_code: refusal });
  return voucher;
}

/**
 * The discount an order asks for: a coupon or a voucher code (they clear each other, so never both). A voucher's
 * conditions are checked against the plan's days (the context's, else the wizard plan's) and the clock.
 */
export async function resolveOffer(
  db: Db,
  limits: RateLimits,
  userId: number,
  request: OfferRequest,
  context: VoucherContext = { now: currentUnixSeconds() },
): Promise<Offer> {
  const code = request.voucher_code ?? '';
  const wantsVoucher = code !== '' || request.voucher_id !== null;
  if (request.coupon_id !== null && wantsVoucher) throw new ClientError(ORDER_MESSAGES.couponAndVoucher);
  if (request.coupon_id !== null) {
    const coupon = await db.one<{ id: number; type: Discount['type']; value: number }>(
      'SELECT id, type, value FROM user_vouchers WHERE id = $1 AND user_id = $2 AND used_order_id IS NULL',
      [request.coupon_id, userId],
    );
    if (!coupon) throw new ClientError(ORDER_MESSAGES.couponUnavailable, { coupon_id: ORDER_MESSAGES.couponUnavailable });
    return { couponId: coupon.id, voucherId: null, voucherCode: null, discount: { type: coupon.type, value: coupon.value } };
  }
  if (!wantsVoucher) return NO_OFFER;
  // A voucher id alone would let a browser use a code it was never told: the code is what counts.
  if (!code) throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  const wizardPlan = context.planDays === undefined && request.mealPlan_id ? await findPlan(db, request.mealPlan_id) : undefined;
  const voucher = await checkVoucherCode({ db, limits }, userId, code, { ...context, planDays: context.planDays ?? wizardPlan?.days_count });
  if (request.voucher_id !== null && request.voucher_id !== voucher.id) {
    throw new ClientError(ORDER_MESSAGES.wrongVoucher, { voucher_code: ORDER_MESSAGES.wrongVoucher });
  }
  return { couponId: null, voucherId: voucher.id, voucherCode: code, discount: { type: voucher.type, value: voucher.value } };
}

/** Marks the coupon used by the order; refused when another order took it meanwhile. */
export async function useCoupon(db: Db, userId: number, couponId: number, orderId: number): Promise<void> {
  const rows = await db.query('UPDATE user_vouchers SET used_order_id = $3 WHERE id = $1 AND user_id = $2 AND used_order_id IS NULL RETURNING id', [
    couponId,
    userId,
    orderId,
  ]);
  if (rows.length === 0) throw new ClientError(ORDER_MESSAGES.couponUnavailable, { coupon_id: ORDER_MESSAGES.couponUnavailable });
  await ledgerCouponSpent(db, userId, couponId, orderId);
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
  await ledgerCouponIssued(db, userId, orderId, code, fils, now);
}
