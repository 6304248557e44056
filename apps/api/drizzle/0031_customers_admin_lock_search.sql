ALTER TABLE "customers" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lock_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locked_by" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locked_by_staff_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_email_key_prefix_idx" ON "customers" USING btree ("email_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_locked_idx" ON "customers" USING btree ("id") WHERE "customers"."locked_at" is not null;