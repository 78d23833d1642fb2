import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { liveRooms } from './live';
import { members } from './members';
import { teachers } from './teachers';

/**
 * A lottery started by a teacher in a room. seed_hash = sha256(seed) is published at the start; seed is
 * revealed at the draw. status moves open → drawn exactly once (a conditional UPDATE), on whichever
 * instance gets there first.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => liveRooms.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id),
    messageId: integer('message_id'),
    categoryId: integer('category_id').notNull(),
    prize: text('prize').notNull(),
    winnerCount: integer('winner_count').notNull(),
    eligibility: text('eligibility').$type<'all' | 'followers' | 'assessed'>().notNull(),
    claimInfo: text('claim_info').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'open' | 'drawn'>().notNull().default('open'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Sorted member ids of the entrants at the draw, and the winners in draw order. */
    entrantIds: jsonb('entrant_ids').$type<number[]>(),
    winnerIds: jsonb('winner_ids').$type<number[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lotteries_due_idx').on(t.status, t.endsAt), index('lotteries_room_idx').on(t.liveId)],
);
export type LotteryRow = typeof lotteries.$inferSelect;

export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    won: integer('won').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Joining twice is refused by this index, whatever the timing.
    uniqueIndex('lottery_entries_lottery_member_idx').on(t.lotteryId, t.memberId),
    index('lottery_entries_member_idx').on(t.memberId, t.createdAt),
  ],
);

export interface StoredQuestion {
  id: number;
  title: string;
  options: { key: string; text: string; score: number }[];
  /** Quizzes: the right option's key (scores are then per question). */
  correct?: string;
}

/** The risk questionnaire (kind risk) and teachers' quizzes posted into rooms (kind quiz). */
export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<'risk' | 'quiz'>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  liveId: integer('live_id').references(() => liveRooms.id),
  teacherId: integer('teacher_id').references(() => teachers.id),
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** Quiz answers: one per member and quiz. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('quiz_answers_once_idx').on(t.questionnaireId, t.memberId)],
);

/** Every risk assessment a member took (retakes allowed); the newest is the member's level. */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    level: text('level').$type<'C1' | 'C2' | 'C3' | 'C4' | 'C5'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('risk_assessments_member_idx').on(t.memberId, t.createdAt)],
);
