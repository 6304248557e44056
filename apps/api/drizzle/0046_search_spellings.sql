CREATE TABLE "search_spellings" (
	"id" serial PRIMARY KEY NOT NULL,
	"spelling" text NOT NULL,
	"group_key" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_spellings_spelling_check" CHECK (length("search_spellings"."spelling") between 1 and 100),
	CONSTRAINT "search_spellings_kind_check" CHECK ("search_spellings"."kind" in ('variant', 'transliteration'))
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "search_loose" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_log" ADD COLUMN "corrected_to" text;--> statement-breakpoint
CREATE UNIQUE INDEX "search_spellings_spelling_key" ON "search_spellings" USING btree ("spelling");--> statement-breakpoint
CREATE INDEX "search_spellings_group_idx" ON "search_spellings" USING btree ("group_key");--> statement-breakpoint
CREATE INDEX "books_search_loose_trgm_idx" ON "books" USING gin ("search_loose" gin_trgm_ops);