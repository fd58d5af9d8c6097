-- Wizard orders (issue 10): one order per client-generated request key, the amount the customer owes, the voucher
-- created from a discount larger than the subtotal, single use of common vouchers, and "Save for Later" drafts.

ALTER TABLE orders ADD COLUMN request_key text;
ALTER TABLE orders ADD COLUMN amount_due integer;            -- fils: price - discount (floored at 0) + bag deposit + shipping
ALTER TABLE orders ADD COLUMN build text CHECK (build IN ('new', 'renew'));

-- The same key twice (double click, two tabs, a retried request) finds the one order it created.
CREATE UNIQUE INDEX orders_user_request_key ON orders (user_id, request_key) WHERE request_key IS NOT NULL;
-- A common voucher serves one order per customer (cancelled orders give it back).
CREATE UNIQUE INDEX orders_user_voucher_once ON orders (user_id, voucher_id) WHERE voucher_id IS NOT NULL AND status <> 'cancelled';
CREATE INDEX user_vouchers_user ON user_vouchers (user_id);

-- The wizard state kept on the server by "Save for Later" so another device can continue (one per customer).
CREATE TABLE wizard_drafts (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  state jsonb NOT NULL,
  updated_at bigint NOT NULL
);
