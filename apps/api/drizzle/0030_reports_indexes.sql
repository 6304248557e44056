CREATE INDEX "coin_batches_created_idx" ON "coin_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coin_batches_expiry_idx" ON "coin_batches" USING btree ("expires_at") WHERE "coin_batches"."remaining_satang" > 0;--> statement-breakpoint
CREATE INDEX "coin_history_debits_idx" ON "coin_history" USING btree ("created_at") WHERE "coin_history"."kind" in ('spend', 'release', 'clawback');--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at","id");--> statement-breakpoint
CREATE INDEX "refunds_staff_created_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."reason" = 'staff';