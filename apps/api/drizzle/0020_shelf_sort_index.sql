-- The bookshelf's title and author sorts (docs/bookshelf.md, docs/performance.md): the sort names
-- read from the index for each owned book instead of from the books heap, whose text lives in
-- TOAST. Halves those sorts over a 2,000-book shelf.
CREATE INDEX IF NOT EXISTS "books_id_sort_names_idx" ON "books" ("id") INCLUDE ("sort_name_th", "sort_name_en");
