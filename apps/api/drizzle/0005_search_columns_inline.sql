-- The title-level search columns stay in the heap (compressed if need be) while descriptions move to
-- TOAST (0003): a scan that tests many rows' title vectors must not fetch each from TOAST.
ALTER TABLE "books" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "books" ALTER COLUMN "search_text" SET STORAGE MAIN;
