import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small editable documents (home page info, seed marker) keyed by name. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
