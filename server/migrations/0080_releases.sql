-- Published remote releases and the version served per remote, in the database every server process shares
-- (server/src/deploy/database-store.ts). A published version is never changed: its files are immutable.
CREATE TABLE releases (
  remote text NOT NULL,
  version text NOT NULL,
  -- sha256 of the build's files (names and bytes): an unchanged build is not published again.
  content_hash text NOT NULL,
  published_at bigint NOT NULL,
  -- The routes the build declared (its routes.json), merged into /remotes.json.
  routes jsonb NOT NULL,
  PRIMARY KEY (remote, version)
);

CREATE TABLE release_files (
  remote text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  body bytea NOT NULL,
  PRIMARY KEY (remote, version, path),
  FOREIGN KEY (remote, version) REFERENCES releases (remote, version) ON DELETE CASCADE
);

-- One row per remote: the version /remotes.json points at (one pointer each, so two remotes published at once never
-- lose either update).
CREATE TABLE release_pointers (
  remote text PRIMARY KEY,
  version text NOT NULL,
  pointed_at bigint NOT NULL,
  FOREIGN KEY (remote, version) REFERENCES releases (remote, version)
);
