-- Avatars, medical documents and the upload limits (spec 3 §2 "Avatar", "Other dialogs", §5, §7 "HTTP uploads").
-- A medical document is its uploaded_files row (purpose 'document'); the avatar is the file user_avatars points at
-- (one per customer, the previous one removed when a new one is saved). upload_attempts counts each customer's
-- uploads for the rate limit (kept a day). The sweep of orphan files looks blobs up by their storage key.

CREATE TABLE user_avatars (
  user_id int PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  file_id text NOT NULL REFERENCES uploaded_files (id) ON DELETE CASCADE,
  updated_at bigint NOT NULL
);

CREATE INDEX user_avatars_file ON user_avatars (file_id);

CREATE TABLE upload_attempts (
  id bigserial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL
);

CREATE INDEX upload_attempts_user ON upload_attempts (user_id, created_at);

CREATE INDEX uploaded_files_storage_key ON uploaded_files (storage_key);
CREATE INDEX progress_photos_file ON progress_photos (file_id);

-- The order files were stored in (several can share a second): lists show them in that order.
ALTER TABLE uploaded_files ADD COLUMN seq bigserial;
