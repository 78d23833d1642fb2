import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses } from '../../db/schema/courses';
import {
  homeworkQuestions,
  homeworks,
  homeworkSubmissions,
  type HomeworkQuestionRow,
  type HomeworkSubmissionRow,
} from '../../db/schema/member-center';

/** Question count and total score of each homework, computed in the query that lists them. */
// Spelled out: inside a subquery drizzle's unqualified column names would bind to the inner table.
const questionCount = sql<number>`(select count(*)::int from homework_questions q where q.homework_id = homeworks.id)`;
const totalScore = sql<number>`(select coalesce(sum(q.score), 0)::int from homework_questions q where q.homework_id = homeworks.id)`;

export interface HomeworkHead {
  id: number;
  title: string;
  description: string;
  courseId: number;
  courseTitle: string;
  publishedAt: Date;
  questionCount: number;
  totalScore: number;
}

export function createHomeworkRepository(db: Database) {
  const heads = () =>
    db
      .select({
        id: homeworks.id,
        title: homeworks.title,
        description: homeworks.description,
        courseId: homeworks.courseId,
        courseTitle: courses.title,
        publishedAt: homeworks.publishedAt,
        questionCount,
        totalScore,
      })
      .from(homeworks)
      .innerJoin(courses, eq(courses.id, homeworks.courseId));

  return {
    async page(
      courseId: number | undefined,
      limit: number,
      offset: number,
    ): Promise<{ rows: HomeworkHead[]; total: number }> {
      const where = courseId === undefined ? undefined : eq(homeworks.courseId, courseId);
      const rows = await heads()
        .where(where)
        .orderBy(desc(homeworks.publishedAt), desc(homeworks.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(homeworks).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async head(id: number): Promise<HomeworkHead | null> {
      const [row] = await heads().where(eq(homeworks.id, id)).limit(1);
      return row ?? null;
    },

    questions(homeworkId: number): Promise<HomeworkQuestionRow[]> {
      return db
        .select()
        .from(homeworkQuestions)
        .where(eq(homeworkQuestions.homeworkId, homeworkId))
        .orderBy(asc(homeworkQuestions.sort), asc(homeworkQuestions.id));
    },

    async submission(homeworkId: number, memberId: number): Promise<HomeworkSubmissionRow | null> {
      const [row] = await db
        .select()
        .from(homeworkSubmissions)
        .where(
          and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.memberId, memberId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The member's scores for these homework ids. */
    async scores(memberId: number, homeworkIds: number[]): Promise<Map<number, number>> {
      if (homeworkIds.length === 0) return new Map();
      const rows = await db
        .select({ homeworkId: homeworkSubmissions.homeworkId, score: homeworkSubmissions.score })
        .from(homeworkSubmissions)
        .where(
          and(
            eq(homeworkSubmissions.memberId, memberId),
            sql`${homeworkSubmissions.homeworkId} in ${homeworkIds}`,
          ),
        );
      return new Map(rows.map((r) => [r.homeworkId, r.score]));
    },

    /** Null when the member already submitted this homework (the unique index decides, even under a race). */
    async insertSubmission(row: Omit<HomeworkSubmissionRow, 'id'>): Promise<HomeworkSubmissionRow | null> {
      const [inserted] = await db.insert(homeworkSubmissions).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async submissions(
      memberId: number,
      limit: number,
      offset: number,
    ): Promise<{
      rows: Array<HomeworkSubmissionRow & { title: string; courseTitle: string; questionCount: number }>;
      total: number;
    }> {
      const where = eq(homeworkSubmissions.memberId, memberId);
      const rows = await db
        .select({
          submission: homeworkSubmissions,
          title: homeworks.title,
          courseTitle: courses.title,
          questionCount,
        })
        .from(homeworkSubmissions)
        .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
        .innerJoin(courses, eq(courses.id, homeworks.courseId))
        .where(where)
        .orderBy(desc(homeworkSubmissions.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(homeworkSubmissions).where(where);
      return {
        rows: rows.map((r) => ({
          ...r.submission,
          title: r.title,
          courseTitle: r.courseTitle,
          questionCount: r.questionCount,
        })),
        total: total?.n ?? 0,
      };
    },
  };
}
export type HomeworkRepository = ReturnType<typeof createHomeworkRepository>;
