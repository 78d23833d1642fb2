import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { teachers } from './teachers';

export type MemberStatus = 'active' | 'cancelled';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    name: text('name'),
    nickname: text('nickname'),
    avatar: text('avatar'),
    unionid: text('unionid'),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    teacherId: integer('teacher_id').references(() => teachers.id),
    /** Who shared the link this member registered from (SPEC §9 parentMemberId); null when nobody did. */
    referredBy: integer('referred_by').references((): AnyPgColumn => members.id),
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // Usernames never come back, even after cancellation, so old links and logs stay unambiguous.
    uniqueIndex('members_username_lower_idx').on(sql`lower(${t.username})`),
    // A cancelled member frees the mobile for a new account.
    uniqueIndex('members_mobile_active_idx')
      .on(t.mobile)
      .where(sql`${t.status} = 'active'`),
    index('members_mobile_idx').on(t.mobile),
    index('members_referred_by_idx').on(t.referredBy),
  ],
);
export type MemberRow = typeof members.$inferSelect;
