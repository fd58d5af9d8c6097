-- The dashboard's demo team (0070) was named after the demo customers: the nutritionist 'Dr. Sara Haddad' beside the
-- demo customer Sara Haddad, the wellness manager 'Omar Khalil' beside the demo customer Omar Khalil (issue 39). The
-- team gets names of its own; a name the staff have changed since is kept.
UPDATE settings SET value = '"Dr. Hala Mansour"' WHERE alias = 'team_nutritionist_name' AND value = '"Dr. Sara Haddad"';
UPDATE settings SET value = '"د. هالة منصور"' WHERE alias = 'team_nutritionist_name_ar' AND value = '"د. سارة حداد"';
UPDATE settings SET value = '"Yousef Darwish"' WHERE alias = 'team_manager_name' AND value = '"Omar Khalil"';
UPDATE settings SET value = '"يوسف درويش"' WHERE alias = 'team_manager_name_ar' AND value = '"عمر خليل"';
