ALTER TABLE "publisher_applications" ADD COLUMN "formats" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_applications" ADD COLUMN "expected_titles" varchar(20);