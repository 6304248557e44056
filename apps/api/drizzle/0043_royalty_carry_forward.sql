ALTER TABLE "royalty_statements" DROP CONSTRAINT "royalty_statements_money_check";--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD COLUMN "carried_in_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD COLUMN "carried_out_satang" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill (docs/royalties.md, "Carried forward"): statements issued before carry forward
-- brought nothing in; one whose refunds outweighed its sales had payable = royalty (negative) and
-- no payout: it now pays 0 and carries its negative royalty out to the next statement issued.
UPDATE "royalty_statements" SET "carried_out_satang" = least("royalty_satang", 0), "payable_satang" = 0 WHERE "royalty_satang" < 0;--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_carried_check" CHECK ("royalty_statements"."carried_in_satang" <= 0 and "royalty_statements"."carried_out_satang" <= 0);--> statement-breakpoint
ALTER TABLE "royalty_statements" ADD CONSTRAINT "royalty_statements_money_check" CHECK (case when "royalty_statements"."royalty_satang" + "royalty_statements"."carried_in_satang" > 0
               then "royalty_statements"."withholding_satang" = (("royalty_statements"."royalty_satang" + "royalty_statements"."carried_in_satang") * "royalty_statements"."withholding_rate_bp" + 5000) / 10000
                and "royalty_statements"."payable_satang" = "royalty_statements"."royalty_satang" + "royalty_statements"."carried_in_satang" - "royalty_statements"."withholding_satang"
                and "royalty_statements"."carried_out_satang" = 0
               else "royalty_statements"."withholding_satang" = 0 and "royalty_statements"."payable_satang" = 0
                and "royalty_statements"."carried_out_satang" = "royalty_statements"."royalty_satang" + "royalty_statements"."carried_in_satang"
          end);