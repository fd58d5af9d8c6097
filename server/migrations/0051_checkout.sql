-- Checkout plans (issue 19): a plan built in /checkout is a row of orders with status 'checkout' until it is placed;
-- placing turns the same row into the order ('active' and paid online, or 'pending' unpaid). One per customer.

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('checkout', 'pending', 'active', 'cancelled', 'finished'));

CREATE UNIQUE INDEX orders_user_checkout ON orders (user_id) WHERE status = 'checkout';

-- A checkout plan holding a voucher has not used it yet: the voucher counts once the plan is placed.
DROP INDEX orders_user_voucher_once;
CREATE UNIQUE INDEX orders_user_voucher_once ON orders (user_id, voucher_id) WHERE voucher_id IS NOT NULL AND status NOT IN ('cancelled', 'checkout');

-- The discount the plan's coupon or voucher gave (the summary's price data): 'percent' (whole percent) or 'fixed' (fils).
ALTER TABLE orders ADD COLUMN discount_type text CHECK (discount_type IN ('percent', 'fixed'));
ALTER TABLE orders ADD COLUMN discount_value integer;
