-- The admin's order lists: newest-first pages and their counts of live orders from a partial index;
-- the ILIKE '%q%' search from trigram indexes (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "custom_orders_live_created_idx" ON "custom_orders" USING btree ("created_at","id") WHERE "custom_orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "custom_orders_name_trgm_idx" ON "custom_orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_orders_email_trgm_idx" ON "custom_orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_live_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);