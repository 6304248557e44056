CREATE TABLE "used_external_tokens" (
	"token_key" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_external_tokens_expires_at_idx" ON "used_external_tokens" USING btree ("expires_at");