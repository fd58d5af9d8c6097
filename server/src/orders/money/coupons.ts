// The customer's own coupons (user vouchers): the ones not used yet travel with the session user (user.vouchers,
// the /my-credit page and the checkout's coupon choice); a cancelled paid plan's unused value becomes one.
import { randomBytes } from 'node:crypto';
import type { Voucher } from '@mealplan/shared/protocol';
import type { Db } from '../../db';
import { ledgerCouponIssued } from './checkout-payment';

/** A fixed coupon worth `fils` for the customer, from the order it came from; returns its code. */
export async function issueCoupon(db: Db, userId: number, sourceOrderId: number, fils: number, now: number): Promise<string> {
  const code = `CP${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.query(`INSERT INTO user_vouchers (user_id, code, type, value, source_order_id, created_at) VALUES ($1, $2, 'fixed', $3, $4, $5)`, [
    userId,
    code,
    fils,
    sourceOrderId,
    now,
  ]);
  await ledgerCouponIssued(db, userId, sourceOrderId, code, fils, now);
  return code;
}

/** The customer's coupons not used yet, newest first. */
export async function unusedCoupons(db: Db, userId: number): Promise<Voucher[]> {
  const rows = await db.query<{ id: number; type: Voucher['type']; value: number; code: string }>(
    'SELECT id, type, value, code FROM user_vouchers WHERE user_id = $1 AND used_order_id IS NULL ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((row) => ({ id: row.id, type: row.type, value: row.value, code: row.code }));
}
