CREATE TABLE "wechat_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_credentials" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	"expires_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	CONSTRAINT "wechat_credentials_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
--> statement-breakpoint
CREATE TABLE "wechat_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wechat_accounts" ADD CONSTRAINT "wechat_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_tickets" ADD CONSTRAINT "wechat_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wechat_accounts_app_openid_idx" ON "wechat_accounts" USING btree ("app_id","openid");--> statement-breakpoint
CREATE INDEX "wechat_accounts_unionid_idx" ON "wechat_accounts" USING btree ("unionid");