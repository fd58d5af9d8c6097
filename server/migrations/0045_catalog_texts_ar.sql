-- Arabic texts of the catalogue the menu PDF needs (issue 22): the dishes' descriptions and the delivery slots' shown
-- names. An empty text falls back to the English. The seed fills the texts of its own rows on databases seeded
-- before (catalog/index.ts, as for migration 0040), never overwriting a text an operator has set.
ALTER TABLE dishes ADD COLUMN description_ar text NOT NULL DEFAULT '';
ALTER TABLE delivery_slots ADD COLUMN display_name_ar text NOT NULL DEFAULT '';
