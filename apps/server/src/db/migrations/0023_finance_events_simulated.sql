ALTER TABLE "finance_events" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every event stored so far came from the demo seed.
UPDATE "finance_events" SET "simulated" = true;
