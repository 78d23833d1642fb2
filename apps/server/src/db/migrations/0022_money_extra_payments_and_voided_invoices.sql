CREATE TABLE "operator_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_extra_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"refund_no" text NOT NULL,
	"refund_status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_notifications" ADD CONSTRAINT "operator_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extra_payments" ADD CONSTRAINT "order_extra_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_notifications_unread_idx" ON "operator_notifications" USING btree ("read","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_extra_payments_trade_idx" ON "order_extra_payments" USING btree ("channel","trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "order_extra_payments_refund_idx" ON "order_extra_payments" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "order_extra_payments_order_idx" ON "order_extra_payments" USING btree ("order_id");