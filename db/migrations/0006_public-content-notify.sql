-- The public read cache (app/server/public-cache.ts) keeps rendered pages and JSON of what
-- anonymous shoppers read. It must never serve what the database no longer says, whichever
-- process or script wrote: every committed change to these tables tells every listener which
-- table moved (NOTIFY is delivered at commit, and not at all on rollback).
CREATE OR REPLACE FUNCTION notify_public_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();--> statement-breakpoint
CREATE TRIGGER product_reviews_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();--> statement-breakpoint
CREATE TRIGGER blog_posts_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();--> statement-breakpoint
CREATE TRIGGER blog_comments_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_comments" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();--> statement-breakpoint
CREATE TRIGGER settings_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
