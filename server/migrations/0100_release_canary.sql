-- Canary releases and the build each version came from (server/src/deploy/database-store.ts, release-rules.ts).
-- The build id a build carries (its build.json); NULL when it carries none (the content hash then names the build).
ALTER TABLE releases ADD COLUMN build_id text;

-- A canary: a version served to canary_share percent of browsers (by browser id) beside the pointer's version. Both
-- columns are NULL when no canary runs; a canary version is never pruned (the foreign key keeps it).
ALTER TABLE release_pointers
  ADD COLUMN canary_version text,
  ADD COLUMN canary_share integer,
  ADD CONSTRAINT release_pointers_canary_version_fkey FOREIGN KEY (remote, canary_version) REFERENCES releases (remote, version),
  ADD CONSTRAINT release_pointers_canary_share_check CHECK (
    (canary_version IS NULL AND canary_share IS NULL) OR (canary_version IS NOT NULL AND canary_share BETWEEN 1 AND 99)
  );
