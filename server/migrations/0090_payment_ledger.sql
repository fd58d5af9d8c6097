-- Money you can trust (issue 37), owned by server/src/payments.
--
-- An attempt pays for what it was opened for: its fingerprint (a hash the orders module computes from the checkout or
-- order rows: plan, days and dates, meal types, bag deposit, offer, renewal, amount) is kept beside its amount and
-- currency, and the gateway's captured amount and currency beside them. An order is placed only from a 'paid'
-- attempt whose captured amount and currency equal the attempt's and whose fingerprint equals the rows at placing.
--
-- 'closed': the checkout changed while the attempt's payment page was open; still checked at the gateway (a capture
-- of it is refunded, never placed). 'duplicate' now means every capture that cannot place its order (refund_reason
-- says why): it is given back through the gateway exactly once (refund_state due -> claimed -> done; a failed try
-- goes back to due and is retried, the claim is one conditional UPDATE).
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('created', 'pending', 'superseded', 'closed', 'paid', 'declined', 'cancelled', 'expired', 'failed', 'duplicate'));

ALTER TABLE payments ADD COLUMN fingerprint text NOT NULL DEFAULT '';
ALTER TABLE payments ADD COLUMN captured_amount int;          -- fils, as the gateway reported the paid order
ALTER TABLE payments ADD COLUMN captured_currency text;
ALTER TABLE payments ADD COLUMN placed_at bigint;             -- the order was placed (or paid) from this attempt
ALTER TABLE payments ADD COLUMN refund_state text CHECK (refund_state IN ('due', 'claimed', 'done'));
-- twice: the order was already paid; changed: the plan or price changed after the page opened (superseded, closed,
-- fingerprint); amount: the gateway captured another amount or currency; cancelled: the order was cancelled or removed.
ALTER TABLE payments ADD COLUMN refund_reason text CHECK (refund_reason IN ('twice', 'changed', 'amount', 'cancelled'));
ALTER TABLE payments ADD COLUMN refund_tries int NOT NULL DEFAULT 0;
ALTER TABLE payments ADD COLUMN refund_claimed_at bigint;
ALTER TABLE payments ADD COLUMN refund_ref text;              -- the gateway's transaction ref of the refund
ALTER TABLE payments ADD COLUMN refund_note text;             -- why the last try did not go through
ALTER TABLE payments ADD COLUMN refunded_at bigint;

CREATE INDEX payments_refund_due ON payments (refund_state) WHERE refund_state IN ('due', 'claimed');

-- One ledger of money and credit: captures and refunds (one each per attempt at most), coupons issued and spent.
-- Amounts in fils, never negative: the kind says the direction.
CREATE TABLE payment_ledger (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id),
  order_id int,
  kind text NOT NULL CHECK (kind IN ('capture', 'refund', 'coupon_issued', 'coupon_spent')),
  amount bigint NOT NULL CHECK (amount >= 0),
  currency text NOT NULL DEFAULT 'AED',
  payment_id int REFERENCES payments (id),
  coupon_id int,
  reference text,                              -- the gateway's transaction ref, or the coupon's code
  created_at bigint NOT NULL
);

CREATE UNIQUE INDEX payment_ledger_money_once ON payment_ledger (payment_id, kind) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX payment_ledger_coupon_spent_once ON payment_ledger (coupon_id, kind) WHERE coupon_id IS NOT NULL AND kind = 'coupon_spent';
CREATE INDEX payment_ledger_user ON payment_ledger (user_id, id);
