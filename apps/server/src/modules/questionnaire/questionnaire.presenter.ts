import {
  RISK_VALID_MS,
  riskLevelOf,
  type Questionnaire,
  type RiskLevel,
  type RiskProfile,
} from '@app/contract/interactive';
import type { QuestionnaireRow } from '../../db/schema/interactive';
import { maxScoreOf } from './scoring';

/** Scores and right answers stay on the server until the member has answered. */
export function toQuestionnaire(
  row: QuestionnaireRow,
  answer: { score: number; answers: Record<string, string>; createdAt: Date } | null,
): Questionnaire {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    liveId: row.liveId,
    questions: row.questions.map((q) => ({
      id: q.id,
      title: q.title,
      options: q.options.map((o) => ({ key: o.key, text: o.text })),
    })),
    maxScore: maxScoreOf(row.questions),
    answer: answer
      ? {
          score: answer.score,
          answers: answer.answers,
          correct:
            row.kind === 'quiz'
              ? Object.fromEntries(row.questions.map((q) => [String(q.id), q.correct ?? '']))
              : null,
          createdAt: answer.createdAt.toISOString(),
        }
      : null,
  };
}

export function toRiskProfile(row: { score: number; level: RiskLevel; createdAt: Date }): RiskProfile {
  const level = riskLevelOf(row.score);
  return {
    level: row.level,
    score: row.score,
    title: level.title,
    description: level.description,
    assessedAt: row.createdAt.toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + RISK_VALID_MS).toISOString(),
  };
}
