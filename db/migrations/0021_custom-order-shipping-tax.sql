CREATE TYPE "public"."shipping_rate_scope" AS ENUM('cart', 'custom');--> statement-breakpoint
DROP INDEX "custom_orders_balance_due_idx";--> statement-breakpoint
DROP INDEX "shipping_rates_place_idx";--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "ship_to_country" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "ship_to_state" text;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "deposit_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "scope" "shipping_rate_scope" DEFAULT 'cart' NOT NULL;--> statement-breakpoint
CREATE INDEX "custom_orders_balance_due_idx" ON "custom_orders" USING btree ("total_cents","shipping_cents","tax_cents","charged_cents") WHERE "custom_orders"."archived_at" is null and "custom_orders"."status" not in ('pending', 'cancelled') and "custom_orders"."total_cents" + "custom_orders"."shipping_cents" + "custom_orders"."tax_cents" > "custom_orders"."charged_cents";--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_place_idx" ON "shipping_rates" USING btree ("scope","country",coalesce("state", ''));--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_shipping_tax_range" CHECK ("custom_orders"."shipping_cents" >= 0 and "custom_orders"."deposit_tax_cents" >= 0 and "custom_orders"."tax_cents" >= "custom_orders"."deposit_tax_cents");