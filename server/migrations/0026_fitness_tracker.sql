-- The fitness-tracker connection (spec 3 §2 "My progress", §7 setFitbit / importFromFitbit, "External"):
-- the OAuth 2.0 authorization-code flow with PKCE. fitness_authorizations holds each started flow (the state's hash,
-- the PKCE verifier, single use, short-lived); fitness_links the customer's tokens (server-side only, refreshed);
-- fitness_weight_imports the tracker's weight logs already imported, so an import never adds one twice.

CREATE TABLE fitness_authorizations (
  state_hash text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

CREATE INDEX fitness_authorizations_user ON fitness_authorizations (user_id, created_at);

CREATE TABLE fitness_links (
  user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_user_id text NOT NULL,
  access_token text NOT NULL,
  refresh_token text NOT NULL,
  access_expires_at bigint NOT NULL,
  scope text NOT NULL,
  connected_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE fitness_weight_imports (
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  log_id text NOT NULL,
  day bigint NOT NULL,
  weight int NOT NULL,
  imported_at bigint NOT NULL,
  PRIMARY KEY (user_id, provider, log_id)
);

CREATE INDEX fitness_weight_imports_day ON fitness_weight_imports (user_id, day);

-- The local sandbox provider's own state (loopback only, never in production): codes and tokens it issued.
CREATE TABLE fitness_sandbox_grants (
  secret_hash text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('code', 'access', 'refresh')),
  account text NOT NULL,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  scope text NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
