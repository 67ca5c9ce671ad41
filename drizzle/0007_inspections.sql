CREATE TABLE "inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" integer,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"appointment_id" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"synced_revision" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"access_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_slot_place_idx" ON "inspections" USING btree ("starts_at","place") WHERE "inspections"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_lead_active_idx" ON "inspections" USING btree ("lead_id") WHERE "inspections"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_access_token_idx" ON "inspections" USING btree ("access_token");