import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Image captcha answers (hashed, lower-cased), single use. */
export const captchas = pgTable('captchas', {
  uuid: text('uuid').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
