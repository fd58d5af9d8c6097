-- Arabic names of the reference lists that had only English ones (areas, medical conditions, companies, dish groups
-- and labels, blog and forum categories). get_arrays serves the name in the requested language; an empty name_ar
-- falls back to the English. The seed fills the names of its own rows (catalog/catalog-tables.ts).
ALTER TABLE areas ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE medical_conditions ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE dish_groups ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE dish_labels ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE blog_categories ADD COLUMN name_ar text NOT NULL DEFAULT '';
ALTER TABLE forum_categories ADD COLUMN name_ar text NOT NULL DEFAULT '';
