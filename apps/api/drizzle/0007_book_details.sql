CREATE TABLE "book_details" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_details" ADD CONSTRAINT "book_details_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_title_prefix1_th_idx" ON "books" USING btree (left("title_key_th", 1),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_title_prefix1_en_idx" ON "books" USING btree (left("title_key_en", 1),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_title_prefix2_th_idx" ON "books" USING btree (left("title_key_th", 2),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_title_prefix2_en_idx" ON "books" USING btree (left("title_key_en", 2),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_title_prefix3_th_idx" ON "books" USING btree (left("title_key_th", 3),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_title_prefix3_en_idx" ON "books" USING btree (left("title_key_en", 3),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: the details document of every existing book (the same expression as
-- catalog-write.repository BOOK_DETAILS_DOC; imports keep it up to date from now on).
INSERT INTO "book_details" ("book_id", "doc")
SELECT b.id, jsonb_build_object(
  'publisher', (select jsonb_build_object('id', p.id, 'th', p.name_th, 'en', p.name_en) from publishers p where p.id = b.publisher_id),
  'manufacturer', (select jsonb_build_object('id', m.id, 'th', m.name_th, 'en', m.name_en) from manufacturers m where m.id = b.manufacturer_id),
  'series', (select jsonb_build_object('id', s.id, 'th', s.name_th, 'en', s.name_en) from series s where s.id = b.series_id),
  'contributors', (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'th', c.name_th, 'en', c.name_en, 'role', bc.role) order by bc.position), '[]'::jsonb)
    from book_contributors bc join contributors c on c.id = bc.contributor_id where bc.book_id = b.id),
  'authors', (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'th', c.name_th, 'en', c.name_en) order by bc.position), '[]'::jsonb)
    from book_contributors bc join contributors c on c.id = bc.contributor_id where bc.book_id = b.id and bc.role = 'author'),
  'categoryIds', (select coalesce(jsonb_agg(bc.category_id order by bc.display_order), '[]'::jsonb) from book_categories bc where bc.book_id = b.id),
  'tags', (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'th', t.name_th, 'en', t.name_en) order by t.id), '[]'::jsonb)
    from book_tags bt join tags t on t.id = bt.tag_id where bt.book_id = b.id),
  'files', (select coalesce(jsonb_agg(jsonb_build_object('format', f.format, 'sizeBytes', f.size_bytes) order by f.format), '[]'::jsonb)
    from book_files f where f.book_id = b.id),
  'formats', (select coalesce(jsonb_agg(f.format::text order by f.format), '[]'::jsonb) from book_files f where f.book_id = b.id))
FROM "books" b;
