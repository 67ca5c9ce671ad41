DROP INDEX "leads_email_idx";--> statement-breakpoint
DROP INDEX "leads_phone_idx";--> statement-breakpoint
CREATE INDEX "leads_email_created_at_idx" ON "leads" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_created_at_idx" ON "leads" USING btree ("phone","created_at");