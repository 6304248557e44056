-- Search on PostgreSQL alone (ADR 0008): the search postings and their trigger go; ranking reads a
-- popularity snapshot on books, recomputed by a scheduled job instead of at every sale.
DROP TRIGGER IF EXISTS "books_sync_terms" ON "books";--> statement-breakpoint
DROP TABLE "book_terms" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS "books_sync_terms"();--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "books" SET "popularity" = "sold_count" + 10 * "rating_count";--> statement-breakpoint
CREATE INDEX "books_popularity_idx" ON "books" USING btree ("popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "books"."published";
