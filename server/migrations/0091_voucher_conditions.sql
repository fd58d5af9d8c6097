-- Voucher conditions as data (issue 37 item 5; the rule is shared/src/domain/vouchers.ts, applied by
-- server/src/orders/offers.ts): what a common voucher asks of the order it is used on. NULL / empty / false: no such
-- condition. A use is a placed order holding the voucher (a checkout plan is not placed; a cancelled order that was
-- never paid gives its use back).
ALTER TABLE common_vouchers ADD COLUMN min_plan_days integer CHECK (min_plan_days > 0);
-- The periods it is valid in, Dubai dates, both days included: [{"from": "2027-02-08", "to": "2027-03-09"}, …].
ALTER TABLE common_vouchers ADD COLUMN valid_periods jsonb NOT NULL DEFAULT '[]';
ALTER TABLE common_vouchers ADD COLUMN first_order_only boolean NOT NULL DEFAULT false;
ALTER TABLE common_vouchers ADD COLUMN uses_per_customer integer CHECK (uses_per_customer > 0);
ALTER TABLE common_vouchers ADD COLUMN total_uses integer CHECK (total_uses > 0);

-- Every voucher served one order per customer until now (orders_user_voucher_once): that stays the rule of the
-- vouchers that exist. The seeded ones get what their texts say (the seed adds the same to a new database; a row
-- whose code an operator changed is left alone).
UPDATE common_vouchers SET uses_per_customer = 1;
UPDATE common_vouchers SET first_order_only = true WHERE id = 1 AND code = 'WELCOME10';
UPDATE common_vouchers SET min_plan_days = 20 WHERE id = 2 AND code = 'FIT2026';
UPDATE common_vouchers SET min_plan_days = 30 WHERE id = 3 AND code = 'SAVE138';
-- Ramadan 1447 to 1452 by the Umm al-Qura calendar; the UAE's dates follow the moon sighting and may differ by a day:
-- the team corrects them here (or by hand) when they are announced.
UPDATE common_vouchers SET valid_periods = '[
  {"from": "2026-02-18", "to": "2026-03-19"},
  {"from": "2027-02-08", "to": "2027-03-09"},
  {"from": "2028-01-28", "to": "2028-02-25"},
  {"from": "2029-01-16", "to": "2029-02-13"},
  {"from": "2030-01-05", "to": "2030-02-03"},
  {"from": "2030-12-26", "to": "2031-01-23"}
]'::jsonb WHERE id = 4 AND code = 'RAMADAN';

-- The code the customer typed for the voucher their checkout plan holds: answered to them alone (getPending), so the
-- summary shows it again after a decline, a reload or on another device. Common codes are never sent otherwise.
ALTER TABLE orders ADD COLUMN voucher_code text;
