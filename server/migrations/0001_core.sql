-- Core tables every area uses: settings, static pages, users and their sign-in sessions.

CREATE TABLE settings (
  alias text PRIMARY KEY,
  value jsonb,
  old_value jsonb
);

CREATE TABLE static_pages (
  alias text PRIMARY KEY,
  name text NOT NULL,
  description text,
  content text
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text,
  first_name text,
  last_name text,
  phone_code text,
  phone text,
  whatsapp text,
  gender text,
  weight_g int,
  height_cm numeric,
  birthday bigint,
  medical_conditions int[] NOT NULL DEFAULT '{}',
  language text,
  company text,
  preferences text,
  notes text,
  allergies int[] NOT NULL DEFAULT '{}',
  dislikes int[] NOT NULL DEFAULT '{}',
  dish_likes int[] NOT NULL DEFAULT '{}',
  dish_dislikes int[] NOT NULL DEFAULT '{}',
  eliminate_groups int[] NOT NULL DEFAULT '{}',
  slot_id int,
  home_address jsonb,
  work_address jsonb,
  public_address jsonb,
  default_home boolean NOT NULL DEFAULT false,
  default_work boolean NOT NULL DEFAULT false,
  default_public boolean NOT NULL DEFAULT false,
  delivery_instructions text,
  start_weight_g int,
  goal_weight_g int,
  banned boolean NOT NULL DEFAULT false,
  sms_on_login boolean NOT NULL DEFAULT false,
  email_confirmed_at bigint,
  referer_id int REFERENCES users (id),
  fitbit_token text,
  delivery_partner_id int,
  registered_at bigint NOT NULL
);

CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  browser_id text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);

CREATE INDEX sessions_user ON sessions (user_id);
