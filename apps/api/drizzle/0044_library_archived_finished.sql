ALTER TABLE "library_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Backfill (docs/bookshelf.md, "Finished and archived"): the books the reader already finished.
UPDATE "library_items" li SET "finished_at" = rs."updated_at" FROM "reading_states" rs WHERE rs."customer_id" = li."customer_id" AND rs."book_id" = li."book_id" AND rs."finished";
