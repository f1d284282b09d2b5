CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"flat_rate_cents" integer NOT NULL,
	"free_over_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_money_nonnegative" CHECK ("shipping_rates"."flat_rate_cents" >= 0 and ("shipping_rates"."free_over_cents" is null or "shipping_rates"."free_over_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"state" text PRIMARY KEY NOT NULL,
	"rate_thousandths" integer NOT NULL,
	"on_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_thousandths" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_place_idx" ON "shipping_rates" USING btree ("country",coalesce("state", ''));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_tax_nonnegative" CHECK ("orders"."shipping_cents" >= 0 and "orders"."tax_cents" >= 0);