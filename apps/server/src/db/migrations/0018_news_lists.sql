CREATE TABLE "news_read_hours" (
	"news_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_read_hours_news_id_hour_pk" PRIMARY KEY("news_id","hour")
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "home_sort" integer;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "fm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_read_hours" ADD CONSTRAINT "news_read_hours_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_read_hours_hour_idx" ON "news_read_hours" USING btree ("hour");--> statement-breakpoint
ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_code_unique" UNIQUE("code");