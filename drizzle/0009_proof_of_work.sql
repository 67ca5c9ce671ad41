CREATE TABLE "spent_proofs" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "client_ip_hash" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "spent_proofs_expires_at_idx" ON "spent_proofs" USING btree ("expires_at");