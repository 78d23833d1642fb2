import {
  HOMEWORK_OPTION_LABELS,
  type HomeworkAnswerItem,
  type HomeworkDetail,
  type HomeworkResult,
  type HomeworkSummary,
} from '@app/contract/member-center';
import type { HomeworkQuestionRow, HomeworkSubmissionRow } from '../../db/schema/member-center';
import type { HomeworkHead, HomeworkRepository } from './homework.repository';

export const toHomeworkSummary = (head: HomeworkHead, score: number | null): HomeworkSummary => ({
  id: head.id,
  title: head.title,
  description: head.description,
  courseId: head.courseId,
  courseTitle: head.courseTitle,
  questionCount: head.questionCount,
  totalScore: head.totalScore,
  dateTime: head.publishedAt.toISOString(),
  score,
});

export const toHomeworkResult = (row: HomeworkSubmissionRow): HomeworkResult => ({
  score: row.score,
  totalScore: row.totalScore,
  correctCount: row.correctCount,
  answers: row.answers,
  dateTime: row.createdAt.toISOString(),
});

/** The right answers and explanations travel only with a submission: before it they would give the sheet away. */
export const toHomeworkDetail = (
  head: HomeworkHead,
  questions: HomeworkQuestionRow[],
  submission: HomeworkSubmissionRow | null,
): HomeworkDetail => ({
  ...toHomeworkSummary(head, null),
  questions: questions.map((q) => ({
    id: q.id,
    type: q.type,
    stem: q.stem,
    options: q.options.map((text, i) => ({ label: HOMEWORK_OPTION_LABELS[i] ?? '?', text })),
    score: q.score,
    answer: submission ? q.answer : null,
    explanation: submission ? q.explanation : null,
  })),
  submission: submission ? toHomeworkResult(submission) : null,
});

type SubmissionListRow = Awaited<ReturnType<HomeworkRepository['submissions']>>['rows'][number];
export const toHomeworkAnswerItem = (row: SubmissionListRow): HomeworkAnswerItem => ({
  id: row.id,
  homeworkId: row.homeworkId,
  title: row.title,
  courseTitle: row.courseTitle,
  score: row.score,
  totalScore: row.totalScore,
  correctCount: row.correctCount,
  questionCount: row.questionCount,
  dateTime: row.createdAt.toISOString(),
});
