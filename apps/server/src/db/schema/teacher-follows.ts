import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { teachers } from './teachers';

export const teacherFollows = pgTable(
  'teacher_follows',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teacherId, t.memberId] }),
    index('teacher_follows_member_idx').on(t.memberId),
  ],
);
