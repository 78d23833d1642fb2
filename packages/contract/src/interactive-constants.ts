// Kept apart from the schemas of interactive.ts: a room card that needs a kind or a limit then loads no zod.

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

/** Investor risk levels, lowest first (the schema's riskLevel is built from them). */
export const RISK_LEVEL_CODES = ['C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type RiskLevel = (typeof RISK_LEVEL_CODES)[number];

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
