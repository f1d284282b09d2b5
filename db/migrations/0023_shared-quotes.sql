CREATE TABLE "quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL,
	"in_hands_date" date,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "quotes_expires_at_idx" ON "quotes" USING btree ("expires_at");