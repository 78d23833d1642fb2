import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A write sent with an Idempotency-Key: claimed while it runs, then holding the answer that a retry of the
 * same request gets instead of running it again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** m:<member id> or ip:<address>: one caller's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** null while the first request runs. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
