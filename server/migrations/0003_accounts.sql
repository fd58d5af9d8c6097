-- Accounts: one-time links, SMS sign-in codes, social identities, referral tokens, feedback,
-- notifications and plan requests. Secrets (link tokens, SMS codes) are stored only as SHA-256 hashes.

CREATE TABLE one_time_tokens (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('restore', 'confirmation')),
  token_hash text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  tries int NOT NULL DEFAULT 0,
  used_at bigint
);
CREATE INDEX sms_codes_user ON sms_codes (user_id, created_at);

CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id);

CREATE TABLE referral_tokens (
  token text PRIMARY KEY,
  user_id int NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL
);

CREATE TABLE dish_feedback (
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  dish_id int NOT NULL REFERENCES dishes (id),
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, dish_id)
);
CREATE INDEX dish_feedback_dish ON dish_feedback (dish_id, updated_at);

CREATE TABLE general_feedback (
  user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  feedback text NOT NULL,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  rating2 int NOT NULL CHECK (rating2 BETWEEN 1 AND 5),
  rating3 int NOT NULL CHECK (rating3 BETWEEN 1 AND 5),
  rating4 int NOT NULL CHECK (rating4 BETWEEN 1 AND 5),
  updated_at bigint NOT NULL
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  thetype int NOT NULL,                        -- 2 plan requests, 3 dish and general feedback
  changes text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, created_at);

CREATE TABLE plan_requests (
  id serial PRIMARY KEY,
  user_id int REFERENCES users (id) ON DELETE SET NULL,   -- NULL for a guest
  name text,
  email text NOT NULL,
  phone text,
  notes text,
  created_at bigint NOT NULL
);
