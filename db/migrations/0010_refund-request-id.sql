ALTER TABLE "payments" ADD COLUMN "provider_request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_idx" ON "payments" USING btree ("provider_request_id");