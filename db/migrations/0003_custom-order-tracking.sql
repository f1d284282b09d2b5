CREATE TABLE "custom_order_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"custom_order_id" integer NOT NULL,
	"notice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "custom_order_notices" ADD CONSTRAINT "custom_order_notices_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_order_notices_order_notice_idx" ON "custom_order_notices" USING btree ("custom_order_id","notice");