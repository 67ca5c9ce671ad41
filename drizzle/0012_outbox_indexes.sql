DROP INDEX "deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "deliveries_recipient_sent_idx" ON "deliveries" USING btree ("recipient","channel","sent_at");--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","channel","next_attempt_at");