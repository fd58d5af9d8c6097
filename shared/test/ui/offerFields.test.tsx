/** @jest-environment jsdom */
// The coupon select and voucher code form of the summaries (doc 2 §5.3): the caller's labels tied to the fields,
// the kit's discount texts in both languages, the code normalised as typed, Apply as the form's submit.
import { fireEvent, render, screen } from './intl';
import { OfferFields, type OfferFieldsProps } from '../../src/ui/OfferFields';

const labels = { coupon: 'Coupon', noCoupon: 'No coupon', noCoupons: 'You have no coupons', voucher: 'Voucher code' };
const coupons = [
  { id: 3, code: 'SAVE10', type: 'percent' as const, value: 10 },
  { id: 4, code: 'AED50', type: 'fixed' as const, value: 5_000 },
];

function props(overrides: Partial<OfferFieldsProps> = {}): OfferFieldsProps {
  return {
    labels,
    coupons,
    couponId: null,
    onCouponChange: jest.fn(),
    code: '',
    onCodeChange: jest.fn(),
    onApply: jest.fn(),
    checking: false,
    voucher: null,
    ...overrides,
  };
}

describe('OfferFields', () => {
  it('lists the coupons with their discounts and reports the one chosen (none: null)', () => {
    const onCouponChange = jest.fn();
    render(<OfferFields {...props({ onCouponChange })} />);
    const select = screen.getByLabelText('Coupon');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['No coupon', 'SAVE10 (10%)', 'AED50 (AED 50.00)']);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onCouponChange.mock.calls).toEqual([[4], [null]]);
  });

  it('disables the select when the customer has no coupons', () => {
    render(<OfferFields {...props({ coupons: [] })} />);
    const select = screen.getByLabelText('Coupon') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.textContent).toBe('You have no coupons');
  });

  it('normalises the typed code and applies it on submit', () => {
    const onCodeChange = jest.fn();
    const onApply = jest.fn();
    render(<OfferFields {...props({ onCodeChange, onApply, code: 'WELCOME' })} />);
    fireEvent.change(screen.getByLabelText('Voucher code'), { target: { value: 'welcome10' } });
    expect(onCodeChange).toHaveBeenCalledWith('WELCOME10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('shows the applied voucher, the error, and Remove only where the page offers it', () => {
    const onRemoveVoucher = jest.fn();
    const voucher = { id: 9, code: 'WELCOME10', type: 'percent' as const, value: 10 };
    const { rerender } = render(<OfferFields {...props({ voucher })} />);
    expect(screen.getByText('WELCOME10 applied: 10% off')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove voucher' })).toBeNull();
    rerender(<OfferFields {...props({ voucher, labels: { ...labels, removeVoucher: 'Remove voucher' }, onRemoveVoucher })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove voucher' }));
    expect(onRemoveVoucher).toHaveBeenCalledTimes(1);
    rerender(<OfferFields {...props({ voucherError: 'Wrong voucher code' })} />);
    expect(screen.getByText('Wrong voucher code')).toBeTruthy();
  });

  it('speaks Arabic from the kit catalogue', () => {
    const voucher = { id: 9, code: 'WELCOME10', type: 'percent' as const, value: 10 };
    render(<OfferFields {...props({ voucher })} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'تطبيق' })).toBeTruthy();
    expect(screen.getByText('تم تطبيق WELCOME10: خصم 10٪')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'SAVE10 (10٪)' })).toBeTruthy();
  });
});
