CREATE TYPE "public"."campaign_recipient_status" AS ENUM('pending', 'mailed', 'skipped', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."campaign_status" AS ENUM('queued', 'sending', 'delivering', 'done', 'cancelled');--> statement-breakpoint
ALTER TABLE "campaign_recipients" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."campaign_recipient_status";--> statement-breakpoint
ALTER TABLE "campaign_recipients" ALTER COLUMN "status" SET DATA TYPE "public"."campaign_recipient_status" USING "status"::"public"."campaign_recipient_status";--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."campaign_status";--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "status" SET DATA TYPE "public"."campaign_status" USING "status"::"public"."campaign_status";--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "outbox_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "campaign_recipients_customer_idx" ON "campaign_recipients" USING btree ("customer_id");