import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per code sent; the code itself is stored hashed. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);
export type SmsCodeRow = typeof smsCodes.$inferSelect;
