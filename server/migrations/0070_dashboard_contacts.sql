-- The dashboard's contacts (spec 3 §2 Dashboard, §3 Managers): the team's nutritionist and wellness manager (name,
-- Arabic name, gender), the delivery partner a customer without one of their own is served by, the partners' Arabic
-- names, and the Arabic contact address and opening hours beside the English settings (the footer and /contact show
-- the one of the page's language; '<alias>_ar' holds the Arabic). Existing rows keep their values.
ALTER TABLE delivery_partners ADD COLUMN name_ar text NOT NULL DEFAULT '';

INSERT INTO settings (alias, value, old_value) VALUES
  ('team_nutritionist_name', '"Dr. Sara Haddad"', NULL),
  ('team_nutritionist_name_ar', '"د. سارة حداد"', NULL),
  ('team_nutritionist_gender', '"female"', NULL),
  ('team_manager_name', '"Omar Khalil"', NULL),
  ('team_manager_name_ar', '"عمر خليل"', NULL),
  ('team_manager_gender', '"male"', NULL),
  ('default_delivery_partner', '1', NULL),
  ('contact_address_ar', '"فرع ميل بلان دبي، محل 4، ساحة الوصل، شارع الوصل، الصفا 1، دبي"', NULL),
  ('contact_branch_hours_ar', '"من 8:00 صباحًا إلى 11:00 مساءً، 7 أيام في الأسبوع"', NULL),
  ('contact_kitchen_delivery_hours_ar', '"من السبت إلى الخميس، من 10:00 صباحًا إلى 10:00 مساءً"', NULL)
ON CONFLICT (alias) DO NOTHING;
