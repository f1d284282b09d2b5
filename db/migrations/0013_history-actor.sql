ALTER TABLE "order_status_history" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor" CHECK ("order_status_history"."actor" in ('admin', 'customer', 'system'));--> statement-breakpoint
-- Earlier rows: a change made by a signed-in user was an admin's or the customer's by role;
-- approvals, change requests and payments made by the buyer were the customer's.
UPDATE "order_status_history" h SET "actor" = CASE WHEN u."role" = 'admin' THEN 'admin' ELSE 'customer' END
  FROM "users" u WHERE u."id" = h."changed_by_user_id";--> statement-breakpoint
UPDATE "order_status_history" SET "actor" = 'customer'
  WHERE "changed_by_user_id" IS NULL AND (
    "note" LIKE '%approved by the customer'
    OR ("to_status" = 'design_in_progress' AND "from_status" = 'awaiting_approval')
    OR "note" IN ('10% deposit paid with PayPal', 'Balance paid with PayPal', 'Paid with PayPal')
  );
