import type { z } from 'zod';
import type { PageQuery } from '@app/contract/envelope';
import {
  MemberCenterMsg,
  type homeworkSubmitRequest,
  type HomeworkDetail,
} from '@app/contract/member-center';
import { Pages } from '@app/contract/pages';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf } from '../../lib/paging';
import type { PushService } from '../push/push.service';
import { gradeHomework } from './grade-homework';
import { toHomeworkAnswerItem, toHomeworkDetail, toHomeworkSummary } from './homework.presenter';
import type { HomeworkRepository } from './homework.repository';

type SubmitRequest = z.infer<typeof homeworkSubmitRequest>;

export function createHomeworkService(deps: {
  repo: HomeworkRepository;
  clock: Clock;
  push: Pick<PushService, 'notify'>;
  onNotifyFailure?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;

  async function requireHead(id: number) {
    const head = await repo.head(id);
    if (!head) throw new NotFoundError(MemberCenterMsg.homeworkNotFound);
    return head;
  }

  return {
    /** Homework, newest first, optionally of one course; with the member's score where they answered. */
    async list(query: PageQuery & { courseId?: number | undefined }, memberId: number | null) {
      const { rows, total } = await repo.page(query.courseId, query.pageSize, offsetOf(query));
      const scores =
        memberId === null
          ? new Map<number, number>()
          : await repo.scores(
              memberId,
              rows.map((r) => r.id),
            );
      return { rows: rows.map((r) => toHomeworkSummary(r, scores.get(r.id) ?? null)), total };
    },

    async detail(id: number, memberId: number | null): Promise<HomeworkDetail> {
      const head = await requireHead(id);
      const [questions, submission] = await Promise.all([
        repo.questions(id),
        memberId === null ? null : repo.submission(id, memberId),
      ]);
      return toHomeworkDetail(head, questions, submission);
    },

    /** Grades and stores the member's one submission, then tells them the score (push). */
    async submit(memberId: number, request: SubmitRequest): Promise<HomeworkDetail> {
      const head = await requireHead(request.homeworkId);
      if (await repo.submission(head.id, memberId))
        throw new ConflictError(MemberCenterMsg.homeworkSubmitted);
      const questions = await repo.questions(head.id);
      if (questions.length === 0) throw new ValidationError(MemberCenterMsg.homeworkNotFound);
      const graded = gradeHomework(questions, request.answers);
      const saved = await repo.insertSubmission({
        homeworkId: head.id,
        memberId,
        ...graded,
        createdAt: clock.now(),
      });
      // Two submits racing: the unique index let one through; the other is told it was already answered.
      if (!saved) throw new ConflictError(MemberCenterMsg.homeworkSubmitted);
      await deps.push
        .notify(memberId, {
          kind: 'homeworkGraded',
          title: `作业已批改：${head.title}`,
          body: `得分 ${saved.score}/${saved.totalScore}，答对 ${saved.correctCount}/${questions.length} 题，点击查看答案与解析`,
          link: `${Pages.homeworkAnswerList}?id=${head.id}`,
        })
        .catch((error: unknown) => deps.onNotifyFailure?.(error));
      return toHomeworkDetail(head, questions, saved);
    },

    async answers(memberId: number, query: PageQuery) {
      const { rows, total } = await repo.submissions(memberId, query.pageSize, offsetOf(query));
      return { rows: rows.map(toHomeworkAnswerItem), total };
    },
  };
}
export type HomeworkService = ReturnType<typeof createHomeworkService>;
