CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL,
	"language" text_language NOT NULL,
	"result_count" integer NOT NULL,
	"latency_ms" real NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_searched_at_idx" ON "search_log" USING btree ("searched_at");--> statement-breakpoint
CREATE INDEX "search_log_empty_idx" ON "search_log" USING btree ("text") WHERE "search_log"."result_count" = 0;