CREATE TABLE "pictures" (
	"source_key" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

--> statement-breakpoint
-- The product, home and blog pages show pictures' resized copies, so the public read cache follows them too.
CREATE TRIGGER pictures_public_content AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pictures" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content();
