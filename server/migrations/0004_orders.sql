-- Orders: pending checkout plans, paid active plans, their days, dish choices, pauses, vouchers, cart and payments.

CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'cancelled', 'finished')),
  paid boolean NOT NULL DEFAULT false,
  payment_method text,                         -- 'telr', 'cash', 'Not Paid'
  diet_id integer NOT NULL REFERENCES diets(id),
  plan_id integer NOT NULL REFERENCES plans(id),
  days_count integer NOT NULL,
  meal_types integer[] NOT NULL,
  exclude_week_day integer[] NOT NULL DEFAULT '{}',
  start_date bigint NOT NULL,                  -- day (unix seconds of its start in Dubai)
  end_date bigint NOT NULL,
  slot_id integer REFERENCES delivery_slots(id),
  emirate_id integer REFERENCES emirates(id),
  cutlery integer NOT NULL DEFAULT 0 CHECK (cutlery IN (0, 1)),
  bag_price integer NOT NULL DEFAULT 18000,    -- fils
  price integer NOT NULL,                      -- fils, before discount
  full_price integer NOT NULL,                 -- fils, price + bag deposit + shipping
  discount_price integer NOT NULL DEFAULT 0,   -- fils
  voucher_id integer REFERENCES common_vouchers(id),
  coupon_id integer,                           -- user_vouchers.id (constraint below)
  renewed_from integer REFERENCES orders(id),
  renew_status integer NOT NULL DEFAULT 0,     -- 1 = renewed
  modified boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  paid_at bigint
);
CREATE INDEX orders_user_status ON orders (user_id, status);

CREATE TABLE order_days (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  day bigint NOT NULL,
  kind text NOT NULL DEFAULT 'regular' CHECK (kind IN ('regular', 'additional')),
  diet_id integer REFERENCES diets(id),        -- set when the diet changes from this day on
  skipped_to bigint,                           -- the replacement day when this day was skipped
  PRIMARY KEY (order_id, day)
);

CREATE TABLE order_dishes (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  day bigint NOT NULL,
  meal_type_id integer NOT NULL REFERENCES meal_types(id),
  side_slot integer NOT NULL DEFAULT 0,        -- 0 for a main meal type; 1.. for side slots under a side type
  dish_id integer NOT NULL REFERENCES dishes(id),
  PRIMARY KEY (order_id, day, meal_type_id, side_slot)
);

CREATE TABLE pauses (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  start_date bigint NOT NULL,
  end_date bigint,                             -- NULL = until further notice
  created_at bigint NOT NULL
);

CREATE TABLE user_vouchers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  code text NOT NULL,
  type text NOT NULL CHECK (type IN ('fixed', 'percent')),
  value integer NOT NULL,                      -- fils for fixed, whole percent for percent
  source_order_id integer REFERENCES orders(id),
  used_order_id integer REFERENCES orders(id),
  created_at bigint NOT NULL
);
ALTER TABLE orders ADD CONSTRAINT orders_coupon_fk FOREIGN KEY (coupon_id) REFERENCES user_vouchers(id);

CREATE TABLE cart_items (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  dish_id integer NOT NULL REFERENCES dishes(id),
  to_type_id integer NOT NULL REFERENCES meal_types(id),
  to_dish_id integer REFERENCES dishes(id),
  day bigint NOT NULL,
  price integer NOT NULL                       -- fils
);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL,                      -- 'telr'
  reference text NOT NULL UNIQUE,
  amount integer NOT NULL,                     -- fils
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'cancelled')),
  created_at bigint NOT NULL
);
