CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"live_type_id" integer DEFAULT 1 NOT NULL,
	"content" text NOT NULL,
	"pic" text,
	"member_id" integer,
	"teacher_id" integer,
	"quote_id" integer,
	"tpl_id" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_teachers" (
	"live_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_room_teachers_live_id_teacher_id_pk" PRIMARY KEY("live_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"title" text NOT NULL,
	"pic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_open_comment" integer DEFAULT 0 NOT NULL,
	"heat" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"member_id" integer,
	"channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_category_id_live_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."live_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_teachers" ADD CONSTRAINT "live_room_teachers_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_room_teachers" ADD CONSTRAINT "live_room_teachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shares" ADD CONSTRAINT "live_shares_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_shares" ADD CONSTRAINT "live_shares_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dict_items_type_idx" ON "dict_items" USING btree ("type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "live_likes_room_member_idx" ON "live_likes" USING btree ("live_id","member_id");--> statement-breakpoint
CREATE INDEX "live_messages_room_category_id_idx" ON "live_messages" USING btree ("live_id","category_id","id");--> statement-breakpoint
CREATE INDEX "live_messages_room_category_created_idx" ON "live_messages" USING btree ("live_id","category_id","created_at");--> statement-breakpoint
CREATE INDEX "live_messages_quote_idx" ON "live_messages" USING btree ("quote_id") WHERE "live_messages"."quote_id" is not null;--> statement-breakpoint
CREATE INDEX "live_messages_member_idx" ON "live_messages" USING btree ("member_id","live_id") WHERE "live_messages"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "live_messages_top_idx" ON "live_messages" USING btree ("live_id","category_id") WHERE "live_messages"."is_top";--> statement-breakpoint
CREATE INDEX "live_room_teachers_teacher_idx" ON "live_room_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "live_rooms_type_sort_idx" ON "live_rooms" USING btree ("type_code","sort");--> statement-breakpoint
CREATE INDEX "live_shares_room_idx" ON "live_shares" USING btree ("live_id");