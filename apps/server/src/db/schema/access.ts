import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** A paid access module; content rows point at one through module_id (null = free). */
export const accessModules = pgTable(
  'access_modules',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Product that sells the module (the goods page id). */
    goodsId: integer('goods_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('access_modules_code_idx').on(t.code)],
);
export type AccessModuleRow = typeof accessModules.$inferSelect;

/** Member levels (会员等级) bundle modules. */
export const memberLevels = pgTable('member_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});
export type MemberLevelRow = typeof memberLevels.$inferSelect;

export const memberLevelModules = pgTable(
  'member_level_modules',
  {
    levelId: integer('level_id')
      .notNull()
      .references(() => memberLevels.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => accessModules.id),
  },
  (t) => [
    primaryKey({ columns: [t.levelId, t.moduleId] }),
    index('member_level_modules_module_idx').on(t.moduleId),
  ],
);

/** A member's grant of a module (a purchase); expiresAt null = no end. */
export const memberModules = pgTable(
  'member_modules',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => accessModules.id),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.moduleId] })],
);

/** Page-view records (SPEC §3 Access-log record). */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    url: text('url').notNull(),
    title: text('title'),
    clientTitle: text('client_title'),
    module: text('module'),
    typeId: integer('type_id').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The random handle the client closes its record with (ids are sequential, so guessable). */
    handle: text('handle'),
  },
  (t) => [index('access_logs_member_idx').on(t.memberId), uniqueIndex('access_logs_handle_idx').on(t.handle)],
);
