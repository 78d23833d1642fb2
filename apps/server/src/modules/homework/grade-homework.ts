import { MemberCenterMsg } from '@app/contract/member-center';
import { HOMEWORK_OPTION_LABELS } from '@app/contract/member-center';
import { ValidationError } from '../../errors';

export interface GradableQuestion {
  id: number;
  type: 'single' | 'multiple';
  options: readonly string[];
  answer: string;
  score: number;
}

export interface Graded {
  answers: Record<string, string>;
  score: number;
  totalScore: number;
  correctCount: number;
}

/**
 * Grades one sheet: every question answered exactly once, single-choice with one label, labels within the
 * question's own options; a question scores fully only when the chosen labels equal the right ones
 * (multiple choice: no partial credit, the common rule of Chinese exams for 多选题).
 */
export function gradeHomework(
  questions: readonly GradableQuestion[],
  sheet: ReadonlyArray<{ questionId: number; choice: string }>,
): Graded {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const answers: Record<string, string> = {};
  for (const { questionId, choice } of sheet) {
    const question = byId.get(questionId);
    if (!question || answers[questionId] !== undefined)
      throw new ValidationError(MemberCenterMsg.homeworkUnknownQuestion);
    const allowed = HOMEWORK_OPTION_LABELS.slice(0, question.options.length) as readonly string[];
    if ([...choice].some((label) => !allowed.includes(label)))
      throw new ValidationError(MemberCenterMsg.homeworkBadChoice);
    if (question.type === 'single' && choice.length !== 1)
      throw new ValidationError(MemberCenterMsg.homeworkSingleChoice);
    answers[questionId] = choice;
  }
  if (questions.some((q) => answers[q.id] === undefined))
    throw new ValidationError(MemberCenterMsg.homeworkIncomplete);
  let score = 0;
  let correctCount = 0;
  let totalScore = 0;
  for (const q of questions) {
    totalScore += q.score;
    if (answers[q.id] === q.answer) {
      score += q.score;
      correctCount += 1;
    }
  }
  return { answers, score, totalScore, correctCount };
}
