import type { z } from 'zod';
import {
  InteractiveMsg,
  LOTTERY_CLOCK_SLACK_MS,
  LOTTERY_MAX_DURATION_MS,
  LOTTERY_MIN_DURATION_MS,
  TplKind,
  type Lottery,
  type lotteryStartBody,
} from '@app/contract/interactive';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { Viewer } from '../../lib/viewer';
import type { RequestAuth } from '../../plugins/auth';
import type { LiveMessageService } from '../live-message/live-message.service';
import type { LiveRoomService } from '../live-room/live-room.service';
import type { RiskProfileService } from '../questionnaire/questionnaire.service';
import { newSeed } from './lottery-draw';
import { displayNickname, toLottery } from './lottery.presenter';
import type { LotteryRepository, LotteryView } from './lottery.repository';

type StartBody = z.infer<typeof lotteryStartBody>;

const DUE_BATCH = 20;
const ELIGIBILITY_TEXT = {
  all: '',
  followers: '（限关注老师的用户）',
  assessed: '（限完成风险测评的用户）',
} as const;

export function createLotteryService(deps: {
  repo: LotteryRepository;
  rooms: LiveRoomService;
  messages: LiveMessageService;
  risk: RiskProfileService;
  clock: Clock;
}) {
  const { repo, rooms, messages, risk, clock } = deps;

  async function present(view: LotteryView, viewer: Viewer): Promise<Lottery> {
    const memberId = viewer.memberId;
    const drawn = view.status === 'drawn';
    const [entrants, joined, nicknames, room] = await Promise.all([
      drawn ? Promise.resolve(view.entrantIds?.length ?? 0) : repo.entrantCount(view.id),
      memberId !== null ? repo.hasJoined(view.id, memberId) : Promise.resolve(false),
      repo.nicknames(drawn ? (view.winnerIds ?? []) : []),
      rooms.snapshot(view.liveId),
    ]);
    const won = memberId !== null && drawn && (view.winnerIds ?? []).includes(memberId);
    const seesClaim = room !== null && rooms.isRoomTeacher(room, viewer.teacherId);
    return toLottery(view, { entrants, nicknames, joined, won, seesClaim });
  }

  /** A lottery the viewer may see: its room must be readable to them (a paid room's lottery is its members'). */
  async function readable(id: number, viewer: Viewer): Promise<LotteryView> {
    const view = await repo.view(id);
    if (!view) throw new NotFoundError(InteractiveMsg.lotteryNotFound);
    await messages.assertCanRead(await rooms.require(view.liveId), viewer);
    return view;
  }

  /** Draws one lottery if it is due and nobody drew it yet; tells the room when this call did the draw. */
  async function drawIfDue(id: number): Promise<boolean> {
    const drawn = await repo.draw(id, clock.now());
    if (!drawn) return false;
    const view = await repo.view(id);
    if (!view) return true;
    const nicknames = await repo.nicknames(drawn.winnerIds);
    await messages.templateChanged(view.liveId, {
      tplId: TplKind.lottery,
      refId: id,
      event: 'drawn',
      title: view.prize,
      winners: drawn.winnerIds.map((memberId) => ({
        memberId,
        nickname: displayNickname(nicknames.get(memberId)),
      })),
    });
    return true;
  }

  return {
    /** A teacher of the room starts a lottery: stored with its seed hash, then shown as a card in the room. */
    async start(body: StartBody, auth: RequestAuth): Promise<{ id: number }> {
      const room = await rooms.require(body.liveId);
      const teacherId = auth.member.teacherId;
      if (teacherId === null || !rooms.isRoomTeacher(room, teacherId))
        throw new ForbiddenError(InteractiveMsg.lotteryTeacherOnly);
      const now = clock.now();
      const endsAt = new Date(body.endsAt);
      const duration = endsAt.getTime() - now.getTime();
      if (
        duration < LOTTERY_MIN_DURATION_MS - LOTTERY_CLOCK_SLACK_MS ||
        duration > LOTTERY_MAX_DURATION_MS + LOTTERY_CLOCK_SLACK_MS
      )
        throw new ValidationError(InteractiveMsg.lotteryEndInvalid);
      const { seed, seedHash } = newSeed();
      const id = await repo.insert({
        liveId: room.row.id,
        teacherId,
        categoryId: body.categoryId,
        prize: body.prize,
        winnerCount: body.winnerCount,
        eligibility: body.eligibility,
        claimInfo: body.claimInfo,
        endsAt,
        seed,
        seedHash,
        createdAt: now,
      });
      const message = await messages.postTemplate({
        liveId: room.row.id,
        categoryId: body.categoryId,
        tplId: TplKind.lottery,
        tplRefId: id,
        text: `【抽奖】${body.prize} × ${body.winnerCount}名${ELIGIBILITY_TEXT[body.eligibility]}`,
        author: {
          memberId: auth.member.id,
          teacherId,
          nickname: auth.member.nickname,
          avatar: auth.member.avatar,
        },
      });
      await repo.setMessage(id, message.id);
      return { id };
    },

    /** A member in the room joins: once, before the end, with the right the lottery asks for. */
    async join(id: number, viewer: Viewer & { memberId: number }): Promise<Lottery> {
      let view = await readable(id, viewer);
      const room = await rooms.require(view.liveId);
      if (rooms.isRoomTeacher(room, viewer.teacherId))
        throw new ForbiddenError(InteractiveMsg.lotteryTeacherCannotJoin);
      const now = clock.now();
      if (view.status !== 'open' || view.endsAt.getTime() <= now.getTime())
        throw new ConflictError(InteractiveMsg.lotteryEnded);
      if (view.eligibility === 'followers' && !(await repo.followsAny(viewer.memberId, [...room.teacherIds])))
        throw new ForbiddenError(InteractiveMsg.lotteryFollowersOnly);
      if (view.eligibility === 'assessed') {
        const profile = await risk.of(viewer.memberId);
        if (!profile || profile.expired) throw new ForbiddenError(InteractiveMsg.lotteryAssessedOnly);
      }
      const outcome = await repo.join(id, viewer.memberId, now);
      if (outcome === 'closed') throw new ConflictError(InteractiveMsg.lotteryEnded);
      if (outcome === 'duplicate') throw new ConflictError(InteractiveMsg.lotteryJoined);
      view = (await repo.view(id)) ?? view;
      return present(view, viewer);
    },

    /** One lottery; one past its end is drawn first (whoever asks first after the end triggers it). */
    async info(id: number, viewer: Viewer): Promise<Lottery> {
      let view = await readable(id, viewer);
      if (view.status === 'open' && view.endsAt.getTime() <= clock.now().getTime()) {
        await drawIfDue(id);
        view = (await repo.view(id)) ?? view;
      }
      return present(view, viewer);
    },

    async mine(
      viewer: Viewer & { memberId: number },
      query: { pageNum: number; pageSize: number; won?: '0' | '1' | undefined },
    ): Promise<{ rows: Lottery[]; total: number }> {
      const { rows, total } = await repo.joinedBy(viewer.memberId, {
        won: query.won === undefined ? undefined : query.won === '1',
        limit: query.pageSize,
        offset: (query.pageNum - 1) * query.pageSize,
      });
      return { rows: await Promise.all(rows.map((r) => present(r, viewer))), total };
    },

    /** Draws every lottery past its end. Each server runs this on a timer; each draw happens once. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const id of await repo.due(clock.now(), DUE_BATCH)) if (await drawIfDue(id)) drawn += 1;
      return drawn;
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
