-- Online payment (doc 2 §7 "Checkout": createTelrSession, checkTelrStatus; §9), owned by server/src/payments.
-- One row per attempt at the gateway (Telr's hosted payment page): our unique cart id, Telr's order ref, the amount
-- asked (fils, the server's own computation), and the attempt's status as the gateway last told it. The order is
-- named by id only: a record of money asked or taken outlives any change to the order rows, so no foreign key to
-- orders (and nothing cascades). At most one open attempt and at most one paid attempt per order; the paid
-- attempt's onPaid claim makes the orders side hear of the payment once.

DROP TABLE payments;

CREATE TABLE payments (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id),
  order_id int NOT NULL,
  provider text NOT NULL DEFAULT 'telr',
  cart_id text NOT NULL UNIQUE,
  gateway_ref text UNIQUE,                     -- Telr's order ref, once the gateway created the order
  payment_url text,                            -- the hosted payment page of an open attempt
  amount int NOT NULL CHECK (amount > 0),      -- fils
  currency text NOT NULL DEFAULT 'AED',
  test boolean NOT NULL,
  -- created: row written, gateway not answered yet; pending: open at the gateway; superseded: replaced by a newer
  -- attempt for another amount (still checked: a customer may pay it in an old tab); failed: the gateway refused to
  -- create it; duplicate: paid while another attempt of the order was already paid (to refund).
  status text NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'pending', 'superseded', 'paid', 'declined', 'cancelled', 'expired', 'failed', 'duplicate')),
  gateway_status int,                          -- Telr's order status code as last checked (3 paid, 1/2 pending, -1/-2/-3)
  transaction_ref text,                        -- Telr's transaction ref of the paid or declined transaction
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  paid_at bigint,
  paid_handled_at bigint                       -- onPaid claimed (set before the handler runs, cleared if it fails)
);

CREATE UNIQUE INDEX payments_open_per_order ON payments (order_id) WHERE status IN ('created', 'pending');
CREATE UNIQUE INDEX payments_paid_per_order ON payments (order_id) WHERE status = 'paid';
CREATE INDEX payments_user_order ON payments (user_id, order_id, id);

-- The local Telr sandbox's own orders (loopback only, never in production), on its side of the API as the real
-- gateway keeps them, so every server process of a development site answers the same.
CREATE TABLE telr_sandbox_orders (
  ref text PRIMARY KEY,
  store_id text NOT NULL,
  cart_id text NOT NULL UNIQUE,
  amount text NOT NULL,                        -- as sent: major units with two decimals ('123.45')
  currency text NOT NULL,
  description text NOT NULL,
  test boolean NOT NULL,
  return_authorised text NOT NULL,
  return_declined text NOT NULL,
  return_cancelled text NOT NULL,
  status int NOT NULL DEFAULT 1,               -- Telr order status: 1 pending, 3 paid, -1 expired, -2 cancelled, -3 declined
  transaction_ref text,
  transaction_status text,                     -- 'A' authorised, 'D' declined, 'C' cancelled
  transaction_code text,
  transaction_message text,
  card_last4 text,
  created_at bigint NOT NULL,
  decided_at bigint
);
