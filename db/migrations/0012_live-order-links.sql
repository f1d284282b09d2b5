ALTER TABLE "order_links" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_links" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Links already out in e-mails live 90 days from now.
UPDATE "order_links" SET "expires_at" = now() + interval '90 days' WHERE "purpose" IN ('proof', 'balance');--> statement-breakpoint
-- A paid balance link stays open to show the payment: reopen the newest balance link of each
-- order whose balance is paid (payment used to revoke it).
UPDATE "order_links" SET "revoked_at" = NULL
WHERE "id" IN (
  SELECT max(l."id") FROM "order_links" l
  JOIN "custom_orders" o ON o."id" = l."custom_order_id"
  WHERE l."purpose" = 'balance' AND o."status" IN ('balance_paid', 'in_production', 'shipped', 'delivered')
  GROUP BY l."custom_order_id"
);
