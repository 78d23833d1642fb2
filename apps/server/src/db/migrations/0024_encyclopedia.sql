CREATE TABLE "wiki_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wiki_entries_category_idx" ON "wiki_entries" USING btree ("category","sort");