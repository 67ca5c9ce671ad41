ALTER TABLE "deliveries" ADD COLUMN "inspection_id" uuid;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "calendar_error" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE cascade ON UPDATE no action;