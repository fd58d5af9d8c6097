// 'My Credit' (spec 3 §2 Credit page, §3 Voucher): a percent voucher shows a percentage; any other type shows a
// currency amount (value / 100, AED) and the code.
import type { Voucher } from '@mealplan/shared/protocol';

export type VoucherAmount = { kind: 'percent'; percent: number } | { kind: 'amount'; fils: number };

/** What a voucher is worth as the page shows it. */
export function voucherAmount(voucher: Pick<Voucher, 'type' | 'value'>): VoucherAmount {
  return voucher.type === 'percent' ? { kind: 'percent', percent: voucher.value } : { kind: 'amount', fils: voucher.value };
}
