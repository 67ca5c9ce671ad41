CREATE TABLE "api_budgets" (
	"bucket" text PRIMARY KEY NOT NULL,
	"calls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paused_until" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");