CREATE TABLE "book_terms" (
	"term" text COLLATE "C" NOT NULL,
	"sold_count" integer NOT NULL,
	"book_id" integer NOT NULL,
	"weight" smallint NOT NULL
);
--> statement-breakpoint
-- The postings of the books that exist, before the indexes are built (faster than row by row).
INSERT INTO "book_terms" ("term", "sold_count", "book_id", "weight")
SELECT t.lexeme, b.sold_count, b.id,
  CASE WHEN 'A' = ANY(t.weights) THEN 4 WHEN 'B' = ANY(t.weights) THEN 3 WHEN 'C' = ANY(t.weights) THEN 2 ELSE 1 END
FROM "books" b, unnest(b.search_vector) t
WHERE b.published AND b.search_vector IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "book_terms_popular_idx" ON "book_terms" USING btree ("term","sold_count" DESC NULLS LAST,"book_id" DESC NULLS LAST,"weight");--> statement-breakpoint
CREATE UNIQUE INDEX "book_terms_book_idx" ON "book_terms" USING btree ("book_id","term","weight");--> statement-breakpoint
-- Keeps a book's postings in step with its vector, copies sold and publication, whoever writes it.
CREATE FUNCTION "books_sync_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM book_terms WHERE book_id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector AND NEW.published = OLD.published THEN
      IF NEW.sold_count <> OLD.sold_count THEN
        UPDATE book_terms SET sold_count = NEW.sold_count WHERE book_id = NEW.id;
      END IF;
      RETURN NULL;
    END IF;
    DELETE FROM book_terms WHERE book_id = OLD.id;
  END IF;
  IF NEW.published AND NEW.search_vector IS NOT NULL THEN
    INSERT INTO book_terms (term, sold_count, book_id, weight)
    SELECT t.lexeme, NEW.sold_count, NEW.id,
      CASE WHEN 'A' = ANY(t.weights) THEN 4 WHEN 'B' = ANY(t.weights) THEN 3 WHEN 'C' = ANY(t.weights) THEN 2 ELSE 1 END
    FROM unnest(NEW.search_vector) t;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "books_sync_terms" AFTER INSERT OR DELETE OR UPDATE OF "search_vector", "sold_count", "published" ON "books"
FOR EACH ROW EXECUTE FUNCTION "books_sync_terms"();
