-- The forum (issue 12, spec 3 §3 "Forum thread"): threads written by customers in the seeded forum categories, and the
-- comments of the local comment service the thread page embeds while no third-party comment provider is configured.
-- Bodies are stored already cleaned by the shared HTML allow-list (server/src/content/sanitise.ts).

CREATE TABLE forum_threads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES forum_categories (id),
  title text NOT NULL,
  text text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);

-- Lists are newest first (id descending) within a category, optionally one author's ('My Discussions').
CREATE INDEX forum_threads_category ON forum_threads (category_id, id DESC);
CREATE INDEX forum_threads_author ON forum_threads (user_id, category_id, id DESC);

CREATE TABLE forum_comments (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at bigint NOT NULL
);

CREATE INDEX forum_comments_thread ON forum_comments (thread_id, id);
