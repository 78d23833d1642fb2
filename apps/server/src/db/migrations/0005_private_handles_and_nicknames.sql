ALTER TABLE "access_logs" ADD COLUMN "handle" text;--> statement-breakpoint
CREATE UNIQUE INDEX "access_logs_handle_idx" ON "access_logs" USING btree ("handle");--> statement-breakpoint
-- Default nicknames were 用户 plus the mobile's last four digits; each becomes 用户 plus six random base-32
-- characters. The generate_series bound mentions the row so the random part is drawn per row, not once.
UPDATE "members" SET "nickname" = '用户' || (
	SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
	FROM generate_series(1, 6 + 0 * "members"."id")
)
WHERE "mobile" IS NOT NULL AND "nickname" ~ '^用户[0-9]{4}$' AND "nickname" = '用户' || right("mobile", 4);
