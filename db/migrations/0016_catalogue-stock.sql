CREATE TYPE "public"."product_status" AS ENUM('active', 'draft', 'archived');--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"payment_intent_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_payment_intent_id_product_id_pk" PRIMARY KEY("payment_intent_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_returns" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_at" integer;--> statement-breakpoint
-- Before counts existed, a pin was only "in stock" or not: an in-stock pin starts with a
-- generous 100 units for the owner to correct, a sold-out one with none.
UPDATE "products" SET "stock_count" = CASE WHEN "in_stock" THEN 100 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "in_stock";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock_count > 0) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_payment_intent_id_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_returns" ADD CONSTRAINT "stock_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_holds_product_idx" ON "stock_holds" USING btree ("product_id","expires_at");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_nonnegative" CHECK ("products"."low_stock_at" is null or "products"."low_stock_at" >= 0);;--> statement-breakpoint
-- The product page and home page show the images, so the public read cache follows them too.
CREATE TRIGGER product_images_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
