import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  questionnaires,
  quizAnswers,
  riskAssessments,
  type QuestionnaireRow,
  type StoredQuestion,
} from '../../db/schema/interactive';

export function createQuestionnaireRepository(db: Database) {
  return {
    async byId(id: number): Promise<QuestionnaireRow | null> {
      const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id)).limit(1);
      return row ?? null;
    },

    /** The current risk questionnaire: the newest one. */
    async risk(): Promise<QuestionnaireRow | null> {
      const [row] = await db
        .select()
        .from(questionnaires)
        .where(eq(questionnaires.kind, 'risk'))
        .orderBy(desc(questionnaires.id))
        .limit(1);
      return row ?? null;
    },

    async insertQuiz(values: {
      title: string;
      liveId: number;
      teacherId: number;
      questions: StoredQuestion[];
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(questionnaires)
        .values({ kind: 'quiz', description: '', ...values })
        .returning({ id: questionnaires.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async quizAnswer(questionnaireId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(quizAnswers)
        .where(and(eq(quizAnswers.questionnaireId, questionnaireId), eq(quizAnswers.memberId, memberId)))
        .limit(1);
      return row ?? null;
    },

    /** Throws a unique violation when the member already answered (the index decides, whatever the timing). */
    async insertQuizAnswer(values: typeof quizAnswers.$inferInsert): Promise<void> {
      await db.insert(quizAnswers).values(values);
    },

    async insertAssessment(values: typeof riskAssessments.$inferInsert): Promise<void> {
      await db.insert(riskAssessments).values(values);
    },

    async latestAssessment(memberId: number) {
      const [row] = await db
        .select()
        .from(riskAssessments)
        .where(eq(riskAssessments.memberId, memberId))
        .orderBy(desc(riskAssessments.createdAt), desc(riskAssessments.id))
        .limit(1);
      return row ?? null;
    },
  };
}
export type QuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
