-- The local Telr sandbox's refunds (Remote API 'refund' transactions it approved; loopback only, never in
-- production): each on the captured sandbox order it gives money back from, so the sandbox refuses more than was
-- captured and its payment page lists them.
CREATE TABLE telr_sandbox_refunds (
  tran_ref text PRIMARY KEY,                   -- the refund's own transaction ref
  order_ref text NOT NULL REFERENCES telr_sandbox_orders (ref),
  amount_fils bigint NOT NULL CHECK (amount_fils > 0),
  currency text NOT NULL,
  cart_id text NOT NULL,
  description text NOT NULL,
  created_at bigint NOT NULL
);

CREATE INDEX telr_sandbox_refunds_order ON telr_sandbox_refunds (order_ref, created_at);

-- A refund names the captured transaction by its ref.
CREATE INDEX telr_sandbox_orders_transaction ON telr_sandbox_orders (transaction_ref);
