CREATE TABLE "client_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"sn" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"ios_link" text,
	"android_link" text,
	"is_force" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referred_by" integer;--> statement-breakpoint
CREATE INDEX "client_versions_platform_idx" ON "client_versions" USING btree ("platform","released_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_referred_by_members_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_referred_by_idx" ON "members" USING btree ("referred_by");