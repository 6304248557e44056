CREATE TABLE "etax_documents" (
	"receipt_id" integer PRIMARY KEY NOT NULL,
	"file_key" varchar(120) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revenue_copy" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "etax_documents" ADD CONSTRAINT "etax_documents_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;