ALTER TABLE "payment_intents" ALTER COLUMN "provider_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "capture_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "discount_redeemed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_capture_idx" ON "payments" USING btree ("payment_intent_id") WHERE "payments"."kind" <> 'refund';