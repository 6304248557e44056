CREATE TABLE "book_daily_sales" (
	"day" date NOT NULL,
	"book_id" integer NOT NULL,
	"publisher_id" integer,
	"units" integer DEFAULT 0 NOT NULL,
	"gross_satang" bigint DEFAULT 0 NOT NULL,
	"net_satang" bigint DEFAULT 0 NOT NULL,
	"discount_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_units" integer DEFAULT 0 NOT NULL,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_net_satang" bigint DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_daily_sales_day_book_id_pk" PRIMARY KEY("day","book_id")
);
--> statement-breakpoint
CREATE TABLE "book_monthly_sales" (
	"month" date NOT NULL,
	"book_id" integer NOT NULL,
	"publisher_id" integer,
	"units" integer DEFAULT 0 NOT NULL,
	"gross_satang" bigint DEFAULT 0 NOT NULL,
	"net_satang" bigint DEFAULT 0 NOT NULL,
	"discount_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_units" integer DEFAULT 0 NOT NULL,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_net_satang" bigint DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "book_monthly_sales_month_book_id_pk" PRIMARY KEY("month","book_id")
);
--> statement-breakpoint
CREATE TABLE "publisher_daily_sales" (
	"publisher_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"gross_satang" bigint DEFAULT 0 NOT NULL,
	"net_satang" bigint DEFAULT 0 NOT NULL,
	"discount_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_units" integer DEFAULT 0 NOT NULL,
	"refunded_satang" bigint DEFAULT 0 NOT NULL,
	"refunded_net_satang" bigint DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publisher_daily_sales_publisher_id_day_pk" PRIMARY KEY("publisher_id","day")
);
--> statement-breakpoint
ALTER TABLE "book_daily_sales" ADD CONSTRAINT "book_daily_sales_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_daily_sales" ADD CONSTRAINT "book_daily_sales_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_monthly_sales" ADD CONSTRAINT "book_monthly_sales_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_monthly_sales" ADD CONSTRAINT "book_monthly_sales_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_daily_sales" ADD CONSTRAINT "publisher_daily_sales_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_daily_sales_book_day_idx" ON "book_daily_sales" USING btree ("book_id","day");--> statement-breakpoint
CREATE INDEX "book_daily_sales_publisher_idx" ON "book_daily_sales" USING btree ("publisher_id","day","book_id","units","gross_satang","net_satang","discount_satang","refunded_units","refunded_satang","refunded_net_satang","downloads");--> statement-breakpoint
CREATE INDEX "book_monthly_sales_book_month_idx" ON "book_monthly_sales" USING btree ("book_id","month");--> statement-breakpoint
CREATE INDEX "book_monthly_sales_publisher_idx" ON "book_monthly_sales" USING btree ("publisher_id","month","book_id","units","gross_satang","net_satang","discount_satang","refunded_units","refunded_satang","refunded_net_satang","downloads");--> statement-breakpoint
CREATE INDEX "downloads_created_idx" ON "downloads" USING btree ("created_at");