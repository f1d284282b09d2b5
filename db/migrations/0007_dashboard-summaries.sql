CREATE TABLE "order_status_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_status_counts_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_days_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "page_view_quarters" (
	"starts_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"kind" text PRIMARY KEY NOT NULL,
	"net_cents" bigint NOT NULL,
	"refunded_cents" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "blog_posts_status_published_idx";--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_public_list_idx" ON "blog_posts" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "custom_orders_balance_due_idx" ON "custom_orders" USING btree ("total_cents","paid_cents") WHERE "custom_orders"."archived_at" is null and "custom_orders"."status" not in ('pending', 'cancelled') and "custom_orders"."total_cents" > "custom_orders"."paid_cents";