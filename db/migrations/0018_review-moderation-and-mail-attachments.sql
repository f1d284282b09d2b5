ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "hidden_at" timestamp with time zone;