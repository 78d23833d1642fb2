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

export type WechatTicketPurpose = 'login' | 'phone';

/**
 * WeChat's global credentials (access_token, jsapi_ticket) per app, shared by every instance: one instance
 * at a time refreshes a credential, holding the lease until it has written the new value.
 */
export const wechatCredentials = pgTable(
  'wechat_credentials',
  {
    appId: text('app_id').notNull(),
    kind: text('kind').$type<'access_token' | 'jsapi_ticket'>().notNull(),
    value: text('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind] })],
);

/** A member's WeChat identities: one openid per app, and the unionid shared by the apps of one company. */
export const wechatAccounts = pgTable(
  'wechat_accounts',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_accounts_app_openid_idx').on(t.appId, t.openid),
    index('wechat_accounts_unionid_idx').on(t.unionid),
  ],
);

/**
 * One-time tickets (SHA-256 of the ticket is kept): `login`, which the mini-program puts in its web-view URL,
 * and `phone`, which the web app hands the mini-program's phone page. Each is redeemed for its purpose only.
 */
export const wechatTickets = pgTable('wechat_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  purpose: text('purpose').$type<WechatTicketPurpose>().notNull().default('login'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
