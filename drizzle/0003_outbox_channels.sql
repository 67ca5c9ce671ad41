ALTER TABLE "crm_deliveries" RENAME TO "deliveries";--> statement-breakpoint
ALTER TABLE "deliveries" RENAME COLUMN "crm_contact_id" TO "remote_id";--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "crm_deliveries_lead_id_leads_id_fk";
--> statement-breakpoint
DROP INDEX "crm_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "crm_deliveries_lead_idx";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "channel" text DEFAULT 'crm' NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "deliveries_lead_idx" ON "deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_access_token_idx" ON "quote_requests" USING btree ("access_token");