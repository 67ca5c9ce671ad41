CREATE TABLE "roof_measurement_usage" (
	"day" date PRIMARY KEY NOT NULL,
	"lookups" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roof_measurements" (
	"address_key" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"area_sq_ft" integer,
	"pitch_rise" integer,
	"roof_faces" integer,
	"imagery_date" date,
	"imagery_quality" text,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "area_source" text DEFAULT 'entered' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "measured_square_feet" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "measured_pitch" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "measured_roof_faces" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "imagery_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "imagery_quality" text;--> statement-breakpoint
CREATE INDEX "roof_measurements_measured_at_idx" ON "roof_measurements" USING btree ("measured_at");