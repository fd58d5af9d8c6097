// The coupon select and the voucher code form of a payment summary (doc 2 §5.3): the planner's 'My meal plan
// summary' and the checkout's 'Payment & Offer Details'. The page keeps the choice and makes the calls; the caller
// gives the field labels in the page's language, the kit gives the discount texts.
import { Button } from './Button';
import { SelectField, TextField } from './fields';
import { useKitIntl } from './useKitIntl';
import { localeFormat } from '../i18n/format';
import { DEFAULT_LOCALE, normaliseLanguage } from '../i18n/locale';
import { normaliseVoucherCode, VOUCHER_CODE_MAX_LENGTH, type Discount, type VoucherConditions } from '../domain';
import { VoucherConditionsText } from './VoucherConditions';
import './offerFields.css';

/** A coupon of the customer's (the session user's vouchers) or an applied voucher: its code and its discount. */
export interface OfferDiscount extends Discount {
  id?: number | undefined;
  code: string;
  /** A voucher's conditions, shown beside its code once applied (issue 37). */
  conditions?: VoucherConditions | undefined;
}

/** The caller's texts, in the page's language. */
export interface OfferFieldsLabels {
  coupon: string;
  /** The select's empty choice when the customer has coupons. */
  noCoupon: string;
  /** The select's empty choice when the customer has none (the select is then disabled). */
  noCoupons: string;
  voucher: string;
  /** The 'remove voucher' button's text, where the page offers one (with `onRemoveVoucher`). */
  removeVoucher?: string;
}

export interface OfferFieldsProps {
  labels: OfferFieldsLabels;
  coupons: readonly OfferDiscount[];
  couponId: number | null;
  /** The coupon chosen, or null for none. */
  onCouponChange(couponId: number | null): void;
  /** The voucher code as typed so far (normalised). */
  code: string;
  onCodeChange(code: string): void;
  /** 'Apply' (the form's submit). */
  onApply(): void;
  checking: boolean;
  /** The voucher applied, shown as the field's hint. */
  voucher: OfferDiscount | null;
  /** The voucher field's error, in the page's language. */
  voucherError?: string | undefined;
  onRemoveVoucher?: () => void;
  /** An extra class of the voucher form (for the page's spacing). */
  voucherClassName?: string;
}

export function OfferFields({
  labels,
  coupons,
  couponId,
  onCouponChange,
  code,
  onCodeChange,
  onApply,
  checking,
  voucher,
  voucherError,
  onRemoveVoucher,
  voucherClassName,
}: OfferFieldsProps) {
  const intl = useKitIntl();
  const format = localeFormat(normaliseLanguage(intl.locale) ?? DEFAULT_LOCALE);
  const discountLabel = (item: Discount) =>
    item.type === 'percent' ? intl.formatMessage({ id: 'kit.offer.percent' }, { value: item.value }) : format.aed(item.value);
  const withDiscount = (item: OfferDiscount) => ({ code: item.code, value: discountLabel(item) });

  return (
    <>
      <SelectField
        label={labels.coupon}
        placeholder={coupons.length ? labels.noCoupon : labels.noCoupons}
        value={couponId === null ? '' : String(couponId)}
        disabled={coupons.length === 0}
        options={coupons.map((item) => ({ value: String(item.id), label: intl.formatMessage({ id: 'kit.offer.couponOption' }, withDiscount(item)) }))}
        onChange={(event) => onCouponChange(Number(event.target.value) || null)}
      />

      <form
        className={voucherClassName ? `offer-fields__voucher ${voucherClassName}` : 'offer-fields__voucher'}
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <TextField
          label={labels.voucher}
          value={code}
          maxLength={VOUCHER_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          error={voucherError}
          hint={voucher ? intl.formatMessage({ id: 'kit.offer.applied' }, withDiscount(voucher)) : undefined}
          onChange={(event) => onCodeChange(normaliseVoucherCode(event.target.value))}
        />
        <Button type="submit" variant="secondary" loading={checking}>
          {intl.formatMessage({ id: 'kit.offer.apply' })}
        </Button>
      </form>
      {voucher?.conditions && <VoucherConditionsText conditions={voucher.conditions} />}
      {voucher && onRemoveVoucher && labels.removeVoucher && (
        <Button variant="link" onClick={onRemoveVoucher}>
          {labels.removeVoucher}
        </Button>
      )}
    </>
  );
}
