ALTER TABLE "books" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "sale_price_satang" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "regular_price_satang" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "regular_old_price_satang" integer;--> statement-breakpoint
CREATE INDEX "books_updated_idx" ON "books" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "books_unpublished_idx" ON "books" USING btree ("id" DESC NULLS LAST) WHERE not "books"."published";--> statement-breakpoint
CREATE INDEX "books_publish_at_idx" ON "books" USING btree ("publish_at") WHERE "books"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "books_sale_idx" ON "books" USING btree ("sale_starts_at") WHERE "books"."sale_price_satang" is not null or "books"."regular_price_satang" is not null;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_sale_price_check" CHECK ("books"."sale_price_satang" is null or "books"."sale_price_satang" >= 0);--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_sale_dates_check" CHECK ("books"."sale_starts_at" is null or "books"."sale_ends_at" is null or "books"."sale_starts_at" < "books"."sale_ends_at");