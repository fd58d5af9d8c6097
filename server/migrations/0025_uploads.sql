-- Uploaded files (spec 3 §3 "File: name, size, hash", §7 "HTTP uploads"): one row per file with its owner and the
-- type its bytes really hold; the bytes live behind the file store (server/src/uploads/store.ts), by default in
-- file_blobs so every server process sees the same files. Progress photos (before / after) point at their files.

CREATE TABLE uploaded_files (
  id text PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  content_type text NOT NULL,
  name text NOT NULL,
  size int NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  created_at bigint NOT NULL
);

CREATE INDEX uploaded_files_owner ON uploaded_files (user_id, purpose, created_at);

CREATE TABLE file_blobs (
  storage_key text PRIMARY KEY,
  body bytea NOT NULL
);

CREATE TABLE progress_photos (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('before', 'after')),
  file_id text NOT NULL REFERENCES uploaded_files (id) ON DELETE CASCADE,
  created_at bigint NOT NULL
);

CREATE INDEX progress_photos_owner ON progress_photos (user_id, side, created_at DESC, id DESC);

-- Secrets the server generates once and every process shares (the signing key of file links).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at bigint NOT NULL
);
