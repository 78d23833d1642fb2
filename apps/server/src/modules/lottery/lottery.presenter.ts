import type { Lottery } from '@app/contract/interactive';
import type { LotteryView } from './lottery.repository';

export const displayNickname = (nickname: string | null | undefined): string => nickname?.trim() || '用户';

/**
 * A lottery as one viewer sees it: the seed only once drawn (before, only its hash), the claim instructions
 * only to winners and the room's teachers.
 */
export function toLottery(
  view: LotteryView,
  extra: {
    entrants: number;
    nicknames: Map<number, string | null>;
    joined: boolean;
    won: boolean;
    seesClaim: boolean;
  },
): Lottery {
  const drawn = view.status === 'drawn';
  return {
    id: view.id,
    liveId: view.liveId,
    roomTitle: view.roomTitle,
    roomType: view.roomType,
    teacher:
      view.teacherName !== null
        ? { id: view.teacherId, name: view.teacherName, avatar: view.teacherAvatar ?? '' }
        : null,
    prize: view.prize,
    winnerCount: view.winnerCount,
    eligibility: view.eligibility,
    endsAt: view.endsAt.toISOString(),
    status: view.status,
    entrants: drawn ? (view.entrantIds?.length ?? extra.entrants) : extra.entrants,
    seedHash: view.seedHash,
    seed: drawn ? view.seed : null,
    entrantIds: drawn ? (view.entrantIds ?? []) : null,
    drawnAt: view.drawnAt?.toISOString() ?? null,
    winners: drawn
      ? (view.winnerIds ?? []).map((memberId) => ({
          memberId,
          nickname: displayNickname(extra.nicknames.get(memberId)),
        }))
      : [],
    createdAt: view.createdAt.toISOString(),
    joined: extra.joined,
    won: extra.won,
    claimInfo: extra.won || extra.seesClaim ? view.claimInfo : null,
  };
}
