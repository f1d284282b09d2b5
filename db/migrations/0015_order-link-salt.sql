-- Existing links keep a null salt: their tokens are already in customers' e-mails, so they go on
-- being derived (and recognised) without one. Every link made from now on gets a random salt.
ALTER TABLE "order_links" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "buyer_session" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "buyer_link_at" timestamp with time zone;