-- The customer's side choices on a plan (doc 3 §3 "User side", §7 order getUserSides / saveUserSides): per day, main
-- dish, bag (the regular delivery or an additional one) and side meal type, the side dishes chosen instead of the
-- default sides ('alternative') or besides them ('addons'). Owned by server/src/orders.

CREATE TABLE user_sides (
  order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  day bigint NOT NULL,
  dish_id integer NOT NULL REFERENCES dishes(id),          -- the main dish the sides go with
  side_type_id integer NOT NULL REFERENCES meal_types(id), -- the side meal type (its parent is the main dish's meal type)
  bag text NOT NULL CHECK (bag IN ('initial', 'additional')),
  side_id integer NOT NULL REFERENCES dishes(id),
  type text NOT NULL CHECK (type IN ('alternative', 'addons')),
  PRIMARY KEY (order_id, day, dish_id, side_type_id, side_id, type)
);

-- The pauses of an order, read in start order (getPause, savePauseInfo).
CREATE INDEX pauses_order ON pauses (order_id, start_date);
