CREATE TABLE "lotteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"message_id" integer,
	"category_id" integer NOT NULL,
	"prize" text NOT NULL,
	"winner_count" integer NOT NULL,
	"eligibility" text NOT NULL,
	"claim_info" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"entrant_ids" jsonb,
	"winner_ids" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"lottery_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"live_id" integer,
	"teacher_id" integer,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"questionnaire_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_messages" ADD COLUMN "tpl_ref_id" integer;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_live_id_live_rooms_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotteries_due_idx" ON "lotteries" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "lotteries_room_idx" ON "lotteries" USING btree ("live_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_lottery_member_idx" ON "lottery_entries" USING btree ("lottery_id","member_id");--> statement-breakpoint
CREATE INDEX "lottery_entries_member_idx" ON "lottery_entries" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_answers_once_idx" ON "quiz_answers" USING btree ("questionnaire_id","member_id");--> statement-breakpoint
CREATE INDEX "risk_assessments_member_idx" ON "risk_assessments" USING btree ("member_id","created_at");