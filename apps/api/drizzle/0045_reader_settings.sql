CREATE TABLE "reader_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_settings_object_check" CHECK (jsonb_typeof("reader_settings"."settings") = 'object')
);
--> statement-breakpoint
ALTER TABLE "reader_settings" ADD CONSTRAINT "reader_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;