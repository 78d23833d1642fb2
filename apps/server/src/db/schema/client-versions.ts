import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A released client build per platform (SPEC §3 version info); the newest released one is "latest". */
export const clientVersions = pgTable(
  'client_versions',
  {
    id: serial('id').primaryKey(),
    /** ios, android, wxApplet or h5 (SPEC §9 client type names). */
    platform: text('platform').notNull(),
    /** Dotted version, e.g. 2.0.34. */
    sn: text('sn').notNull(),
    /** 1: released (clients are asked to update); 0: in review, not offered yet. */
    status: integer('status').notNull().default(1),
    iosLink: text('ios_link'),
    androidLink: text('android_link'),
    /** SHA-256 hex of the package at androidLink (the Android shell refuses a download that differs). */
    sha256: text('sha256'),
    /** 1: the update cannot be declined. */
    isForce: integer('is_force').notNull().default(0),
    notes: text('notes'),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_versions_platform_idx').on(t.platform, t.releasedAt)],
);
export type ClientVersionRow = typeof clientVersions.$inferSelect;
