import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** System dictionary entries (e.g. type 'risk_tip': the risk notice shown in live rooms). */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_items_type_idx').on(t.type, t.sort)],
);
export type DictItemRow = typeof dictItems.$inferSelect;
