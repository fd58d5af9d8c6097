-- The blog list reads newest first with the id as tie-break (spec 3 §4, pages of 20), over all articles or
-- within categories; these indexes serve both orders and the previous / next article lookups.
CREATE INDEX blog_posts_newest ON blog_posts (created_at DESC, id DESC);
CREATE INDEX blog_posts_category_newest ON blog_posts (category_id, created_at DESC, id DESC);
