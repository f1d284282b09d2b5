ALTER TABLE "custom_orders" ADD COLUMN "adjustment_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "mockups" ADD COLUMN "requote" jsonb;