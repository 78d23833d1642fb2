import { z } from 'zod';
import { pageQuery } from './envelope';

/**
 * Interactive rooms: template messages (tplId ≠ 0) are cards inside a room's message list. The message row
 * carries the kind (tplId) and the id of what the card shows (tplRefId); the card reads that thing through
 * its own endpoint. A new kind (the commerce product card) is one more entry here and one more card component.
 */
export const TplKind = {
  text: 0,
  lottery: 1,
  quiz: 2,
  product: 3,
} as const;
export type TplKindId = (typeof TplKind)[keyof typeof TplKind];

export const LOTTERY_PRIZE_MAX_CHARS = 60;
export const LOTTERY_CLAIM_MAX_CHARS = 200;
export const LOTTERY_WINNERS_MAX = 100;
/** A lottery runs at least a minute and at most a day. */
export const LOTTERY_MIN_DURATION_MS = 60_000;
export const LOTTERY_MAX_DURATION_MS = 86_400_000;
/** A client's clock and the trip to the server eat into the chosen time: the bounds allow this much slack. */
export const LOTTERY_CLOCK_SLACK_MS = 30_000;
/** How often each server looks for lotteries whose end has passed (the draw itself happens once). */
export const LOTTERY_DRAW_SWEEP_MS = 2_000;
export const QUIZ_QUESTIONS_MAX = 20;
export const QUIZ_OPTIONS_MAX = 11; // A to K (SPEC §2: choices labelled A to K)
export const QUIZ_TEXT_MAX_CHARS = 200;

export const InteractiveMsg = {
  lotteryNotFound: '抽奖不存在',
  lotteryEnded: '抽奖已结束，无法参与',
  lotteryJoined: '您已参与本次抽奖',
  lotteryFollowersOnly: '仅关注本直播间老师的用户可参与',
  lotteryAssessedOnly: '请先完成风险测评后再参与抽奖',
  lotteryTeacherOnly: '只有本直播间的老师可以发起抽奖',
  lotteryTeacherCannotJoin: '老师不能参与自己直播间的抽奖',
  lotteryEndInvalid: '结束时间需在1分钟到24小时之内',
  quizNotFound: '问卷不存在',
  quizAnswered: '您已作答，不能重复提交',
  quizInvalidChoice: '答案无效，请每题选择一个选项',
  quizTeacherOnly: '只有本直播间的老师可以发布测验',
} as const;

/** Who may join a lottery: every member in the room, followers of the room's teachers, or risk-assessed members. */
export const lotteryEligibility = z.enum(['all', 'followers', 'assessed']);
export type LotteryEligibility = z.infer<typeof lotteryEligibility>;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

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

export const lotteryWinner = z.object({ memberId: z.number().int(), nickname: z.string() });
export type LotteryWinner = z.infer<typeof lotteryWinner>;

/**
 * A lottery as one viewer sees it. seedHash (sha256 of the secret seed) is published when it starts; the seed
 * itself only once drawn, so anyone can check sha256(seed) = seedHash and recompute the winners from the seed
 * and the sorted entrant ids (entrantIds, published with the result).
 */
export const lottery = z.object({
  id: z.number().int(),
  liveId: z.number().int(),
  roomTitle: z.string(),
  roomType: z.enum(['word', 'video']),
  teacher: z.object({ id: z.number().int(), name: z.string(), avatar: z.string() }).nullable(),
  prize: z.string(),
  winnerCount: z.number().int(),
  eligibility: lotteryEligibility,
  endsAt: z.string(),
  status: z.enum(['open', 'drawn']),
  entrants: z.number().int(),
  seedHash: z.string(),
  seed: z.string().nullable(),
  entrantIds: z.array(z.number().int()).nullable(),
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
  id: z.number().int(),
  title: z.string(),
  options: z.array(questionOption),
});
export type Question = z.infer<typeof question>;

export const riskLevel = z.enum(['C1', 'C2', 'C3', 'C4', 'C5']);
export type RiskLevel = z.infer<typeof riskLevel>;

export const questionnaire = z.object({
  id: z.number().int(),
  kind: z.enum(['risk', 'quiz']),
  title: z.string(),
  description: z.string(),
  liveId: z.number().int().nullable(),
  questions: z.array(question),
  /** Quizzes: the highest score possible. */
  maxScore: z.number().int(),
  /** Quizzes: the viewer's answer when given (one per member). */
  answer: z
    .object({
      score: z.number().int(),
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
  score: z.number().int(),
  title: z.string(),
  description: z.string(),
  assessedAt: z.string(),
  /** A suitability assessment is valid for a year; after that the member is asked to retake it. */
  expiresAt: z.string(),
});
export type RiskProfile = z.infer<typeof riskProfile>;

/** The answer to a submission: the score, and for the risk questionnaire the member's new level. */
export const answerResult = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
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
        correct: z
          .number()
          .int()
          .min(0)
          .max(QUIZ_OPTIONS_MAX - 1),
        score: z.number().int().min(1).max(100).default(10),
      }),
    )
    .min(1)
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizPostBody = z.input<typeof quizPostBody>;

/**
 * The suitability levels (适当性管理: investors C1 to C5, matched to products R1 to R5), with the lowest score of
 * each on the 100-point risk questionnaire. An assessment is valid for RISK_VALID_MS, then it is retaken.
 */
export const RISK_LEVELS: readonly {
  level: RiskLevel;
  minScore: number;
  title: string;
  description: string;
}[] = [
  {
    level: 'C1',
    minScore: 0,
    title: '保守型',
    description: '您的风险承受能力最低，不愿承担本金损失，适合存款、国债、货币基金等低风险（R1）产品。',
  },
  {
    level: 'C2',
    minScore: 20,
    title: '谨慎型',
    description: '您希望在保证本金基本安全的前提下获得稳定收益，可接受较小波动，适合R2及以下风险等级的产品。',
  },
  {
    level: 'C3',
    minScore: 37,
    title: '稳健型',
    description: '您能承受一定的本金波动以换取较高收益，适合债券基金、混合基金等R3及以下风险等级的产品。',
  },
  {
    level: 'C4',
    minScore: 54,
    title: '积极型',
    description: '您愿意承担较大的本金损失风险追求较高回报，适合股票、股票型基金等R4及以下风险等级的产品。',
  },
  {
    level: 'C5',
    minScore: 81,
    title: '激进型',
    description: '您追求高收益并能承受本金大幅亏损，可投资包括期权、杠杆类产品在内的R5及以下风险等级的产品。',
  },
];
export const RISK_VALID_MS = 365 * 86_400_000;

/** The level a risk-questionnaire score puts a member in. */
export function riskLevelOf(score: number): (typeof RISK_LEVELS)[number] {
  let found = RISK_LEVELS[0];
  for (const level of RISK_LEVELS) if (score >= level.minScore) found = level;
  if (!found) throw new Error('no risk levels');
  return found;
}

/** C1 < C2 < ... < C5: whether `held` is at least `required` (a product of level R3 needs C3 or above). */
export const riskLevelAtLeast = (held: RiskLevel, required: RiskLevel): boolean =>
  Number(held.slice(1)) >= Number(required.slice(1));
