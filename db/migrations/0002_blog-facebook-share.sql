ALTER TABLE "blog_posts" ADD COLUMN "facebook_share_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "facebook_error" text;