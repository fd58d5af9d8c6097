-- Catalog: meal types, diets, plans, prices, geography, ingredients, dishes, menus and content.
-- Data rows are inserted by server/src/catalog (seedDatabase); this file holds only the structure.

CREATE TABLE meal_types (
  id integer PRIMARY KEY,
  title text NOT NULL,
  title_ar text NOT NULL,
  sort_order integer NOT NULL,
  parent_id integer NOT NULL DEFAULT 0,   -- 0 = top-level meal type; otherwise the main type of this side type
  side_slots integer NOT NULL DEFAULT 0   -- side types: how many side dishes come with the main meal
);

CREATE TABLE diets (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_ar text NOT NULL,
  description text NOT NULL,
  meal_types integer[] NOT NULL,          -- meal type ids offered, side types included
  sides_id integer,                       -- diet whose side menu is used; NULL = no sides
  oil_side_picker boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL
);

CREATE TABLE plans (
  id integer PRIMARY KEY,
  title text NOT NULL,
  days_count integer NOT NULL,
  exclude_week_day integer[] NOT NULL,    -- 0 = Sunday
  preset boolean NOT NULL
);

CREATE TABLE prices (
  diet_id integer NOT NULL REFERENCES diets(id),
  plan_id integer NOT NULL REFERENCES plans(id),
  meal_type_id integer NOT NULL REFERENCES meal_types(id),
  value integer NOT NULL,                 -- fils per delivery day
  PRIMARY KEY (diet_id, plan_id, meal_type_id)
);

CREATE TABLE emirates (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_ar text NOT NULL
);

CREATE TABLE areas (
  id integer PRIMARY KEY,
  emirate_id integer NOT NULL REFERENCES emirates(id),
  name text NOT NULL
);

CREATE TABLE delivery_slots (
  id integer PRIMARY KEY,
  emirate_id integer NOT NULL REFERENCES emirates(id),
  name text NOT NULL,
  display_name text NOT NULL
);

CREATE TABLE ingredients (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_ar text NOT NULL,
  allergen text                           -- nuts, gluten, dairy, eggs, fish, shellfish, soy, sesame, mustard, celery; NULL = none
);

CREATE TABLE dish_groups (
  id integer PRIMARY KEY,
  name text NOT NULL                      -- 14 = Spicy
);

CREATE TABLE dish_labels (
  id integer PRIMARY KEY,
  name text NOT NULL,
  color text NOT NULL
);

CREATE TABLE dishes (
  id integer PRIMARY KEY,
  title text NOT NULL,
  title_ar text NOT NULL,
  description text NOT NULL,
  calories integer NOT NULL,              -- thousandths of kcal
  fat integer NOT NULL,                   -- thousandths of g
  protein integer NOT NULL,
  carb integer NOT NULL,
  ingredients integer[] NOT NULL,
  group_id integer NOT NULL REFERENCES dish_groups(id),
  spicy boolean NOT NULL,
  meal_types integer[] NOT NULL,          -- meal types (or side types) the dish is served as
  dish_type text NOT NULL CHECK (dish_type IN ('main', 'side')),
  diets integer[] NOT NULL,               -- diets whose menu includes the dish
  label_id integer REFERENCES dish_labels(id),
  image text NOT NULL,
  preview text NOT NULL
);

CREATE TABLE custom_plans (
  diet_id integer NOT NULL REFERENCES diets(id),
  meal_type_id integer NOT NULL REFERENCES meal_types(id),
  day integer NOT NULL CHECK (day BETWEEN 1 AND 31),   -- day of month
  dish_ids integer[] NOT NULL,
  PRIMARY KEY (diet_id, meal_type_id, day)
);

CREATE TABLE custom_plan_sides (
  diet_id integer NOT NULL REFERENCES diets(id),
  side_type_id integer NOT NULL REFERENCES meal_types(id),
  meal_type_id integer NOT NULL REFERENCES meal_types(id),
  day integer NOT NULL CHECK (day BETWEEN 1 AND 31),
  dish_ids integer[] NOT NULL,
  PRIMARY KEY (diet_id, side_type_id, day)
);

CREATE TABLE default_dishes (
  diet_id integer NOT NULL REFERENCES diets(id),
  meal_type_id integer NOT NULL REFERENCES meal_types(id),
  dish_id integer NOT NULL REFERENCES dishes(id),
  PRIMARY KEY (diet_id, meal_type_id)
);

CREATE TABLE default_dish_sides (
  diet_id integer NOT NULL REFERENCES diets(id),
  side_type_id integer NOT NULL REFERENCES meal_types(id),
  side_slot integer NOT NULL,
  dish_id integer NOT NULL REFERENCES dishes(id),
  PRIMARY KEY (diet_id, side_type_id, side_slot)
);

CREATE TABLE blog_categories (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE blog_posts (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES blog_categories(id),
  title text NOT NULL,
  description text NOT NULL,
  body text NOT NULL,                     -- HTML
  image text NOT NULL,
  tags text[] NOT NULL,
  created_at bigint NOT NULL              -- unix seconds
);

CREATE TABLE forum_categories (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE coupon_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('fixed', 'percent'))
);

CREATE TABLE common_vouchers (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('fixed', 'percent')),
  value integer NOT NULL,                 -- fils for fixed, whole percent for percent
  conditions text NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE medical_conditions (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE companies (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE delivery_partners (
  id integer PRIMARY KEY,
  name text NOT NULL,
  helpline text NOT NULL
);
