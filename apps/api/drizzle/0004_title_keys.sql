ALTER TABLE "books" ADD COLUMN "title_key_th" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_key_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Backfill for existing books; imports write the full normalisation (search-text.ts) from now on.
UPDATE "books" SET "title_key_th" = lower(normalize("name_th", NFKC)), "title_key_en" = lower(normalize("name_en", NFKC));--> statement-breakpoint
CREATE INDEX "books_title_key_th_idx" ON "books" USING btree ("title_key_th" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "books_title_key_en_idx" ON "books" USING btree ("title_key_en" text_pattern_ops);