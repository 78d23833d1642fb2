import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { teachers } from './teachers';

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    /** teacherAd, goodsAd, officialInstitutionList, appInstitutionList, home, popup, liveRoom. */
    categoryCode: text('category_code').notNull(),
    /** For home ads: the slot code of /api/ad/home/{code}. */
    code: text('code'),
    typeCode: text('type_code').$type<'Route' | 'Webview' | 'Miniprogram' | 'Other'>().notNull(),
    title: text('title').notNull(),
    pic: text('pic').notNull(),
    content: text('content').notNull().default(''),
    /** Checked on save (no javascript:/data:) and again on every read. */
    link: text('link'),
    linkParams: jsonb('link_params').$type<Record<string, string>>(),
    teacherId: integer('teacher_id').references(() => teachers.id),
    goodsId: integer('goods_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('ads_category_idx').on(t.categoryCode, t.sort)],
);
export type AdRow = typeof ads.$inferSelect;
