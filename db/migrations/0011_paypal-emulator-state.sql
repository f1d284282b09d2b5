CREATE TABLE "paypal_emulator_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" text,
	"order_id" text,
	"capture_id" text,
	"status" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_emulator_objects" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paypal_emulator_objects_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "paypal_emulator_log_order_idx" ON "paypal_emulator_log" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "paypal_emulator_log_capture_idx" ON "paypal_emulator_log" USING btree ("capture_id");--> statement-breakpoint
CREATE INDEX "paypal_emulator_objects_seq_idx" ON "paypal_emulator_objects" USING btree ("kind","seq");