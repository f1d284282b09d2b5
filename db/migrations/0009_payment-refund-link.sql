-- A refund names the capture it returns (the running totals of 0008 count it under that
-- capture's kind): the reference must exist, and its index serves the triggers and the check.
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payment_id_payments_id_fk" FOREIGN KEY ("refund_of_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of_payment_id") WHERE "payments"."refund_of_payment_id" is not null;