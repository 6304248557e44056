CREATE TABLE "refund_lines" (
	"order_line_id" bigint PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"amount_satang" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "receipts_order_kind_key";--> statement-breakpoint
DROP INDEX "refunds_payment_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "coins_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "clawback_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" varchar(500);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "client_key" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_ref" varchar(100);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_message" varchar(300);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_book_idx" ON "order_lines" USING btree ("book_id","order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_order_sale_key" ON "receipts" USING btree ("order_id") WHERE "receipts"."kind" <> 'credit_note' and "receipts"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_client_key" ON "refunds" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" <> 'staff';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_satang" between 0 and "orders"."total_satang");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_satang" > 0 and "refunds"."coins_satang" between 0 and "refunds"."amount_satang");