import { z } from 'zod';
import { pageQuery } from './envelope';
import {
  LOTTERY_CLAIM_MAX_CHARS,
  LOTTERY_PRIZE_MAX_CHARS,
  LOTTERY_WINNERS_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_TEXT_MAX_CHARS,
  RISK_LEVEL_CODES,
} from './interactive-constants';
import { idParam, rowId, int4 } from './ids';
import { PAGE_SIZE_MAX } from './limits';

// The zod-free values, also exported here so the server and schema-validating code keep one import.
export * from './interactive-constants';
export * from './interactive-msg';

/** Who may join a lottery: every member in the room, followers of the room's teachers, or risk-assessed members. */
export const lotteryEligibility = z.enum(['all', 'followers', 'assessed']);
export type LotteryEligibility = z.infer<typeof lotteryEligibility>;

const id = idParam;

export const lotteryStartBody = z.strictObject({
  liveId: id,
  categoryId: id.default(1),
  prize: z.string().trim().min(1).max(LOTTERY_PRIZE_MAX_CHARS),
  winnerCount: z.coerce.number().int().min(1).max(LOTTERY_WINNERS_MAX),
  eligibility: lotteryEligibility.default('all'),
  /** ISO time; between a minute and a day from now (server clock). */
  endsAt: z.string().datetime({ offset: true }),
  /** How winners claim the prize (shown to winners only). */
  claimInfo: z.string().trim().min(1).max(LOTTERY_CLAIM_MAX_CHARS),
});
export type LotteryStartBody = z.input<typeof lotteryStartBody>;

export const lotteryIdBody = z.strictObject({ id });

export const lotteryWinner = z.object({ memberId: int4, nickname: z.string() });
export type LotteryWinner = z.infer<typeof lotteryWinner>;

/**
 * A lottery as one viewer sees it. seedHash (sha256 of the secret seed) is published when it starts; the seed
 * itself only once drawn, so anyone can check sha256(seed) = seedHash and recompute the winners from the seed
 * and the sorted entrant ids (entrantIds, published with the result).
 */
export const lottery = z.object({
  id: rowId,
  liveId: int4,
  roomTitle: z.string(),
  roomType: z.enum(['word', 'video']),
  teacher: z.object({ id: rowId, name: z.string(), avatar: z.string() }).nullable(),
  prize: z.string(),
  winnerCount: int4,
  eligibility: lotteryEligibility,
  endsAt: z.string(),
  status: z.enum(['open', 'drawn']),
  entrants: int4,
  seedHash: z.string(),
  seed: z.string().nullable(),
  entrantIds: z.array(int4).nullable(),
  drawnAt: z.string().nullable(),
  winners: z.array(lotteryWinner),
  createdAt: z.string(),
  /** The viewer's own state. */
  joined: z.boolean(),
  won: z.boolean(),
  /** Only for winners (and the room's teachers). */
  claimInfo: z.string().nullable(),
});
export type Lottery = z.infer<typeof lottery>;

export const myLotteriesQuery = pageQuery.extend({ won: z.enum(['0', '1']).optional() });

/** A question: options labelled A, B, C... each with its score (risk test) or the correct key (quiz). */
export const questionOption = z.object({ key: z.string(), text: z.string() });
export const question = z.object({
  id: rowId,
  title: z.string(),
  options: z.array(questionOption),
});
export type Question = z.infer<typeof question>;

export const riskLevel = z.enum(RISK_LEVEL_CODES);

export const questionnaire = z.object({
  id: rowId,
  kind: z.enum(['risk', 'quiz']),
  title: z.string(),
  description: z.string(),
  liveId: int4.nullable(),
  questions: z.array(question),
  /** Quizzes: the highest score possible. */
  maxScore: int4,
  /** Quizzes: the viewer's answer when given (one per member). */
  answer: z
    .object({
      score: int4,
      answers: z.record(z.string(), z.string()),
      correct: z.record(z.string(), z.string()).nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type Questionnaire = z.infer<typeof questionnaire>;

/** Answers: question id → option key. */
export const answersBody = z.strictObject({
  id,
  answers: z.record(z.string().regex(/^\d{1,10}$/), z.string().regex(/^[A-K]$/)),
});
export type AnswersBody = z.input<typeof answersBody>;

export const riskProfile = z.object({
  level: riskLevel,
  score: int4,
  title: z.string(),
  description: z.string(),
  assessedAt: z.string(),
  /** A suitability assessment is valid for a year; after that the member is asked to retake it. */
  expiresAt: z.string(),
});
export type RiskProfile = z.infer<typeof riskProfile>;

/** The answer to a submission: the score, and for the risk questionnaire the member's new level. */
export const answerResult = z.object({
  score: int4,
  maxScore: int4,
  profile: riskProfile.nullable(),
});
export type AnswerResult = z.infer<typeof answerResult>;

export const quizOption = z.object({ text: z.string().trim().min(1).max(QUIZ_TEXT_MAX_CHARS) });
export const quizPostBody = z.strictObject({
  liveId: id,
  categoryId: id.default(1),
  title: z.string().trim().min(1).max(QUIZ_TEXT_MAX_CHARS),
  questions: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1).max(QUIZ_TEXT_MAX_CHARS),
        options: z.array(z.string().trim().min(1).max(QUIZ_TEXT_MAX_CHARS)).min(2).max(QUIZ_OPTIONS_MAX),
        /** Index of the right option. */
        correct: int4.min(0).max(QUIZ_OPTIONS_MAX - 1),
        score: int4.min(1).max(PAGE_SIZE_MAX).default(10),
      }),
    )
    .min(1)
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizPostBody = z.input<typeof quizPostBody>;
