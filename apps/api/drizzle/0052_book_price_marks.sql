CREATE TABLE "book_price_marks" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"price_satang" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_price_marks" ADD CONSTRAINT "book_price_marks_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every book's mark starts at its price today: a later drop is told from here.
INSERT INTO "book_price_marks" ("book_id", "price_satang") SELECT "id", "price_satang" FROM "books";
