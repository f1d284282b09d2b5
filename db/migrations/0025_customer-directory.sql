CREATE TABLE "customer_directory" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"search_text" text GENERATED ALWAYS AS (email_key || ' ' || coalesce(lower(name), '')) STORED NOT NULL,
	CONSTRAINT "customer_directory_emailKey_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE INDEX "customer_directory_activity_idx" ON "customer_directory" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "customer_directory_search_idx" ON "customer_directory" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_comments_email_idx" ON "blog_comments" USING btree (lower("author_email"));--> statement-breakpoint
-- The directory is kept by ROW triggers: each written order, custom order, account or mailing-list
-- row costs one upsert on the directory's unique key. Nothing is recounted per statement, so a
-- 10,000-row import costs 10,000 index probes whatever the planner knows about the tables
-- (docs/decisions/020-customers-and-exports.md). `fallback` names (an account's username) only
-- fill an empty name; any other name replaces it, the latest one winning.
CREATE FUNCTION customer_directory_touch(p_email text, p_name text, p_at timestamptz, p_fallback boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- plpgsql keeps this statement's plan for the session; a SQL function would plan it per row.
  INSERT INTO customer_directory AS d (email_key, email, name, first_seen_at, last_activity_at)
  VALUES (lower(p_email), p_email, nullif(btrim(p_name), ''), p_at, p_at)
  ON CONFLICT (email_key) DO UPDATE SET
    name = CASE WHEN p_fallback THEN coalesce(d.name, excluded.name) ELSE coalesce(excluded.name, d.name) END,
    first_seen_at = least(d.first_seen_at, excluded.first_seen_at),
    last_activity_at = greatest(d.last_activity_at, excluded.last_activity_at);
END $$;
--> statement-breakpoint
-- Orders of either kind count once they are placed: a cart order awaiting PayPal and a custom
-- order whose deposit was never paid are not purchases.
CREATE FUNCTION customer_directory_from_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_directory_touch(NEW.customer_email, NEW.customer_name, NEW.created_at, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_directory AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.status <> 'payment_pending') EXECUTE FUNCTION customer_directory_from_order();
--> statement-breakpoint
CREATE TRIGGER orders_customer_directory_update AFTER UPDATE OF status, customer_email ON orders
  FOR EACH ROW WHEN (NEW.status <> 'payment_pending'
    AND (OLD.status = 'payment_pending' OR OLD.customer_email IS DISTINCT FROM NEW.customer_email))
  EXECUTE FUNCTION customer_directory_from_order();
--> statement-breakpoint
CREATE TRIGGER custom_orders_customer_directory AFTER INSERT ON custom_orders
  FOR EACH ROW WHEN (NEW.status <> 'pending') EXECUTE FUNCTION customer_directory_from_order();
--> statement-breakpoint
CREATE TRIGGER custom_orders_customer_directory_update AFTER UPDATE OF status, customer_email ON custom_orders
  FOR EACH ROW WHEN (NEW.status <> 'pending'
    AND (OLD.status = 'pending' OR OLD.customer_email IS DISTINCT FROM NEW.customer_email))
  EXECUTE FUNCTION customer_directory_from_order();
--> statement-breakpoint
CREATE FUNCTION customer_directory_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_directory_touch(NEW.email, NEW.username, NEW.created_at, true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_customer_directory AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'customer') EXECUTE FUNCTION customer_directory_from_user();
--> statement-breakpoint
CREATE TRIGGER users_customer_directory_update AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (NEW.role = 'customer' AND OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION customer_directory_from_user();
--> statement-breakpoint
CREATE FUNCTION customer_directory_from_list() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_directory_touch(NEW.email, NEW.name, NEW.created_at, false);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_customer_directory AFTER INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_directory_from_list();
--> statement-breakpoint
-- An import that meets a known address and changes nothing costs nothing here.
CREATE TRIGGER customers_customer_directory_update AFTER UPDATE OF email, name ON customers
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION customer_directory_from_list();
--> statement-breakpoint
-- Everyone already in the shop, oldest first so the latest name wins.
INSERT INTO customer_directory AS d (email_key, email, name, first_seen_at, last_activity_at)
SELECT lower(email), min(email), (array_agg(nullif(btrim(name), '') ORDER BY fallback, at DESC) FILTER (WHERE nullif(btrim(name), '') IS NOT NULL))[1],
       min(at), max(at)
FROM (
  SELECT customer_email AS email, customer_name AS name, created_at AS at, false AS fallback FROM orders WHERE status <> 'payment_pending'
  UNION ALL
  SELECT customer_email, customer_name, created_at, false FROM custom_orders WHERE status <> 'pending'
  UNION ALL
  SELECT email, username, created_at, true FROM users WHERE role = 'customer'
  UNION ALL
  SELECT email, name, created_at, false FROM customers
) everyone
GROUP BY lower(email);
