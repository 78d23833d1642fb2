import type { z } from 'zod';
import {
  InteractiveMsg,
  RISK_VALID_MS,
  riskLevelOf,
  TplKind,
  type AnswerResult,
  type answersBody,
  type Questionnaire,
  type quizPostBody,
  type RiskProfile,
} from '@app/contract/interactive';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Viewer } from '../../lib/viewer';
import type { RequestAuth } from '../../plugins/auth';
import type { LiveMessageService } from '../live-message/live-message.service';
import type { LiveRoomService } from '../live-room/live-room.service';
import { toQuestionnaire, toRiskProfile } from './questionnaire.presenter';
import type { QuestionnaireRepository } from './questionnaire.repository';
import { maxScoreOf, quizQuestions, scoreAnswers } from './scoring';

type AnswersBody = z.infer<typeof answersBody>;
type QuizPostBody = z.infer<typeof quizPostBody>;

/** A member's risk level, for services that gate on it (commerce: a product may require C3 or above). */
export interface RiskProfileService {
  /** The member's current assessment; null when never taken. `expired` once it is older than a year. */
  of(memberId: number): Promise<(RiskProfile & { expired: boolean }) | null>;
}

export function createQuestionnaireService(deps: {
  repo: QuestionnaireRepository;
  rooms: LiveRoomService;
  messages: LiveMessageService;
  clock: Clock;
}) {
  const { repo, rooms, messages, clock } = deps;

  /** A quiz belongs to a room: who may not read the room's messages may not read or answer it either. */
  async function readable(id: number, viewer: Viewer) {
    const row = await repo.byId(id);
    if (!row) throw new NotFoundError(InteractiveMsg.quizNotFound);
    if (row.liveId !== null) await messages.assertCanRead(await rooms.require(row.liveId), viewer);
    return row;
  }

  const profile: RiskProfileService = {
    async of(memberId) {
      const row = await repo.latestAssessment(memberId);
      if (!row) return null;
      const expired = clock.now().getTime() - row.createdAt.getTime() > RISK_VALID_MS;
      return { ...toRiskProfile(row), expired };
    },
  };

  return {
    profile,

    async risk(): Promise<Questionnaire> {
      const row = await repo.risk();
      if (!row) throw new NotFoundError(InteractiveMsg.quizNotFound);
      return toQuestionnaire(row, null);
    },

    async info(id: number, viewer: Viewer): Promise<Questionnaire> {
      const row = await readable(id, viewer);
      const answer =
        row.kind === 'quiz' && viewer.memberId !== null ? await repo.quizAnswer(id, viewer.memberId) : null;
      return toQuestionnaire(row, answer);
    },

    /**
     * Scores the answers. The risk questionnaire may be retaken (each take is kept; the newest is the level);
     * a quiz is answered once. Answers must pick one listed option for every question.
     */
    async answer(body: AnswersBody, viewer: Viewer & { memberId: number }): Promise<AnswerResult> {
      const row = await readable(body.id, viewer);
      const score = scoreAnswers(row.questions, body.answers);
      if (score === null) throw new ValidationError(InteractiveMsg.quizInvalidChoice);
      const maxScore = maxScoreOf(row.questions);
      const createdAt = clock.now();
      if (row.kind === 'risk') {
        const level = riskLevelOf(score).level;
        await repo.insertAssessment({
          memberId: viewer.memberId,
          questionnaireId: row.id,
          answers: body.answers,
          score,
          level,
          createdAt,
        });
        return { score, maxScore, profile: toRiskProfile({ score, level, createdAt }) };
      }
      try {
        await repo.insertQuizAnswer({
          questionnaireId: row.id,
          memberId: viewer.memberId,
          answers: body.answers,
          score,
          createdAt,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(InteractiveMsg.quizAnswered);
        throw error;
      }
      return { score, maxScore, profile: null };
    },

    /** A teacher of the room posts a quiz: stored, then shown in the room as a quiz card. */
    async postQuiz(body: QuizPostBody, auth: RequestAuth): Promise<{ id: number }> {
      const room = await rooms.require(body.liveId);
      const teacherId = auth.member.teacherId;
      if (teacherId === null || !rooms.isRoomTeacher(room, teacherId))
        throw new ForbiddenError(InteractiveMsg.quizTeacherOnly);
      const questions = quizQuestions(body.questions);
      if (!questions) throw new ValidationError(InteractiveMsg.quizInvalidChoice);
      const id = await repo.insertQuiz({
        title: body.title,
        liveId: room.row.id,
        teacherId,
        questions,
        createdAt: clock.now(),
      });
      await messages.postTemplate({
        liveId: room.row.id,
        categoryId: body.categoryId,
        tplId: TplKind.quiz,
        tplRefId: id,
        text: `【随堂测验】${body.title}`,
        author: {
          memberId: auth.member.id,
          teacherId,
          nickname: auth.member.nickname,
          avatar: auth.member.avatar,
        },
      });
      return { id };
    },
  };
}
export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
