CREATE TABLE "convertible_bonds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"stock_code" text NOT NULL,
	"conversion_price_fen" bigint NOT NULL,
	"rating" text NOT NULL,
	"issue_size_fen" bigint NOT NULL,
	"remaining_size_fen" bigint NOT NULL,
	"listing_day" text NOT NULL,
	"maturity_day" text NOT NULL,
	"coupon_rates" jsonb NOT NULL,
	"redemption_price" double precision NOT NULL,
	CONSTRAINT "convertible_bonds_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "finance_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"day" text NOT NULL,
	"region" text NOT NULL,
	"title" text NOT NULL,
	"period_label" text DEFAULT '' NOT NULL,
	"importance" integer NOT NULL,
	"previous" text,
	"forecast" text,
	"actual" text
);
--> statement-breakpoint
CREATE TABLE "stock_pool_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"code" text NOT NULL,
	"entry_day" text NOT NULL,
	"entry_price_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teacher_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_positions" (
	"participant_id" integer NOT NULL,
	"code" text NOT NULL,
	"quantity" integer NOT NULL,
	"cost_basis_fen" bigint NOT NULL,
	CONSTRAINT "stock_positions_participant_id_code_pk" PRIMARY KEY("participant_id","code")
);
--> statement-breakpoint
CREATE TABLE "stock_race_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_race_daily" (
	"participant_id" integer NOT NULL,
	"day" text NOT NULL,
	"total_assets_fen" bigint NOT NULL,
	"return_ratio" double precision NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "stock_race_daily_participant_id_day_pk" PRIMARY KEY("participant_id","day")
);
--> statement-breakpoint
CREATE TABLE "stock_race_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"member_id" integer,
	"teacher_id" integer,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"cash_fen" bigint NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_race_settlements" (
	"race_id" integer NOT NULL,
	"day" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"participants" integer NOT NULL,
	CONSTRAINT "stock_race_settlements_race_id_day_pk" PRIMARY KEY("race_id","day")
);
--> statement-breakpoint
CREATE TABLE "stock_races" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"pic" text NOT NULL,
	"summary" text NOT NULL,
	"rules" text NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"initial_capital_fen" bigint NOT NULL,
	"benchmark_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_id" integer NOT NULL,
	"code" text NOT NULL,
	"side" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"commission_fen" bigint NOT NULL,
	"stamp_duty_fen" bigint NOT NULL,
	"transfer_fee_fen" bigint NOT NULL,
	"realized_fen" bigint NOT NULL,
	"trade_day" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_pool_entries" ADD CONSTRAINT "stock_pool_entries_pool_id_stock_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."stock_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_pools" ADD CONSTRAINT "stock_pools_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_positions" ADD CONSTRAINT "stock_positions_participant_id_stock_race_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."stock_race_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_daily" ADD CONSTRAINT "stock_race_daily_participant_id_stock_race_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."stock_race_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_participants" ADD CONSTRAINT "stock_race_participants_race_id_stock_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."stock_races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_participants" ADD CONSTRAINT "stock_race_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_participants" ADD CONSTRAINT "stock_race_participants_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_race_settlements" ADD CONSTRAINT "stock_race_settlements_race_id_stock_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."stock_races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_races" ADD CONSTRAINT "stock_races_category_id_stock_race_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stock_race_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_trades" ADD CONSTRAINT "stock_trades_participant_id_stock_race_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."stock_race_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_events_day_idx" ON "finance_events" USING btree ("day","occurs_at");--> statement-breakpoint
CREATE INDEX "stock_pool_entries_pool_idx" ON "stock_pool_entries" USING btree ("pool_id","entry_day");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_race_participants_member_idx" ON "stock_race_participants" USING btree ("race_id","member_id");--> statement-breakpoint
CREATE INDEX "stock_race_participants_race_idx" ON "stock_race_participants" USING btree ("race_id");--> statement-breakpoint
CREATE INDEX "stock_races_category_idx" ON "stock_races" USING btree ("category_id","start_day");--> statement-breakpoint
CREATE INDEX "stock_trades_participant_idx" ON "stock_trades" USING btree ("participant_id","trade_day");