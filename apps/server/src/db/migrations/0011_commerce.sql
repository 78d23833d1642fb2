CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_fen" integer NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_unit" text NOT NULL,
	"is_show_price" integer DEFAULT 1 NOT NULL,
	"on_sale" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_modules" (
	"goods_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "goods_modules_goods_id_module_id_pk" PRIMARY KEY("goods_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text,
	"email" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"invoice_no" text,
	"pdf_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 100 NOT NULL,
	"threshold_fen" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_balance_check" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_title" text NOT NULL,
	"goods_pic" text DEFAULT '' NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_unit" text NOT NULL,
	"price_fen" integer NOT NULL,
	"coupon_id" integer,
	"coupon_fen" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_fen" integer DEFAULT 0 NOT NULL,
	"pay_amount_fen" integer NOT NULL,
	"status" text NOT NULL,
	"refund_status" text DEFAULT 'NONE' NOT NULL,
	"refund_reason" text,
	"refund_reject_reason" text,
	"refund_no" text,
	"channel" text,
	"trade_no" text,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"access_from" timestamp with time zone,
	"access_until" timestamp with time zone,
	"close_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."pay_amount_fen" >= 0 and "orders"."points_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"notify_id" text NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_modules" ADD CONSTRAINT "goods_modules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_modules" ADD CONSTRAINT "goods_modules_module_id_access_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."access_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_modules_module_idx" ON "goods_modules" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "invoices_member_idx" ON "invoices" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_live_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'PENDING_PAYMENT';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_coupon_live_idx" ON "orders" USING btree ("coupon_id") WHERE "orders"."coupon_id" is not null and "orders"."status" not in ('CLOSED', 'REFUNDED');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_id_idx" ON "payment_notifications" USING btree ("channel","notify_id");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","id");