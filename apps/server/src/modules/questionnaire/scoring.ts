import type { StoredQuestion } from '../../db/schema/interactive';

/**
 * The score of a set of answers (question id → option key): the sum of the chosen options' scores. Null when
 * the answers are not exactly one valid option for every question (missing, extra or unknown choices).
 */
export function scoreAnswers(
  questions: readonly StoredQuestion[],
  answers: Readonly<Record<string, string>>,
): number | null {
  const keys = Object.keys(answers);
  if (keys.length !== questions.length) return null;
  let score = 0;
  for (const q of questions) {
    const chosen = answers[String(q.id)];
    const option = q.options.find((o) => o.key === chosen);
    if (!option) return null;
    score += option.score;
  }
  return score;
}

/** The best score possible: the highest option of every question. */
export const maxScoreOf = (questions: readonly StoredQuestion[]): number =>
  questions.reduce((sum, q) => sum + Math.max(0, ...q.options.map((o) => o.score)), 0);

/** Option keys A, B, C ... K (SPEC §2: choices labelled A to K). */
export const optionKey = (index: number): string => String.fromCharCode(65 + index);

/** A teacher's quiz as stored: the right option scores the question's points, the others nothing. */
export function quizQuestions(
  input: readonly { title: string; options: readonly string[]; correct: number; score: number }[],
): StoredQuestion[] | null {
  if (input.some((q) => q.correct >= q.options.length)) return null;
  return input.map((q, i) => ({
    id: i + 1,
    title: q.title,
    correct: optionKey(q.correct),
    options: q.options.map((text, k) => ({ key: optionKey(k), text, score: k === q.correct ? q.score : 0 })),
  }));
}
