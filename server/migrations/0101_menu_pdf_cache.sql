-- Printed menu PDFs (issue 40, server/src/menu-pdf/printed-menus.ts): the last PDF of each order and language with the
-- sha256 of the HTML it was printed from, shared by every server process. A link opened again, on any process, is
-- answered from here while the document is unchanged; a changed menu (days, dishes, plan, names, the printed date)
-- makes other HTML, which is printed once and replaces the row. One row per order and language at most; rows not
-- printed again for 31 days are pruned.
CREATE TABLE menu_pdf_cache (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'ar')),
  html_sha256 text NOT NULL,
  pdf bytea NOT NULL,
  printed_at bigint NOT NULL,
  PRIMARY KEY (order_id, language)
);

CREATE INDEX menu_pdf_cache_printed_at ON menu_pdf_cache (printed_at);
