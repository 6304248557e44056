-- Autocomplete reads only these indexes (index-only scans of vacuumed books): partial on published
-- books, and covering what the reads filter and order by. Kept outside the Drizzle schema, which
-- cannot declare INCLUDE (see src/db/schema/catalog.ts).
DROP INDEX "books_title_key_th_idx";--> statement-breakpoint
DROP INDEX "books_title_key_en_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix1_th_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix1_en_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix2_th_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix2_en_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix3_th_idx";--> statement-breakpoint
DROP INDEX "books_title_prefix3_en_idx";--> statement-breakpoint
CREATE INDEX "books_title_key_th_idx" ON "books" USING btree ("title_key_th" text_pattern_ops) INCLUDE ("sold_count", "id") WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_key_en_idx" ON "books" USING btree ("title_key_en" text_pattern_ops) INCLUDE ("sold_count", "id") WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix1_th_idx" ON "books" USING btree (left("title_key_th", 1),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix1_en_idx" ON "books" USING btree (left("title_key_en", 1),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix2_th_idx" ON "books" USING btree (left("title_key_th", 2),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix2_en_idx" ON "books" USING btree (left("title_key_en", 2),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix3_th_idx" ON "books" USING btree (left("title_key_th", 3),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("title_key_th") WHERE "published";--> statement-breakpoint
CREATE INDEX "books_title_prefix3_en_idx" ON "books" USING btree (left("title_key_en", 3),"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("title_key_en") WHERE "published";
