import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const navLinks = pgTable(
  'nav_links',
  {
    id: serial('id').primaryKey(),
    /** 'footer' (tab bar) or 'home' (home menu). */
    categoryCode: text('category_code').notNull(),
    /** Client type this link is for (h5, wxApplet, ios, android); null means every client. */
    linkTypeCode: text('link_type_code'),
    title: text('title').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull(),
    iconActive: text('icon_active').notNull(),
    typeCode: text('type_code').notNull().default('Route'),
    linkParams: jsonb('link_params').$type<Record<string, string>>(),
    permission: integer('permission').notNull().default(1),
    permissionMsg: text('permission_msg'),
    noPermissionLink: text('no_permission_link'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nav_links_category_idx').on(t.categoryCode, t.sort)],
);
export type NavLinkRow = typeof navLinks.$inferSelect;
