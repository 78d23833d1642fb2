import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type LoginFailureScope = 'account' | 'ip';

/** Failed password logins, counted within a sliding window per account and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').$type<LoginFailureScope>().notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_lookup_idx').on(t.scope, t.key, t.createdAt)],
);
