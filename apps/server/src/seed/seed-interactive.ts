import { asc, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_DEFAULT_CATEGORY_ID, LIVE_TYPE_WORD_ID } from '@app/contract/limits';
import { TplKind } from '@app/contract/interactive';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema/app-settings';
import { lotteries, lotteryEntries, questionnaires } from '../db/schema/interactive';
import { liveMessages, liveRooms } from '../db/schema/live';
import { members } from '../db/schema/members';
import type { Clock } from '../lib/clock';
import { drawWinners, newSeed } from '../modules/lottery/lottery-draw';
import { riskQuestionnaire, riskQuestions } from './data/risk-questionnaire';
import { seedLiveMembers } from './data/live-rooms';
import { demoMember, demoTeacher } from './demo-accounts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * A lottery drawn an hour ago in the first text room (its card is the room's newest message, as ids follow
 * time), drawn the way the server draws (a random seed, its hash, the
 * winners a function of both), so the winning pages have something to show: the demo member took part.
 */
async function seedDrawnLottery(tx: Tx, now: Date): Promise<void> {
  const [room] = await tx
    .select({ id: liveRooms.id, lastAt: liveRooms.lastMessageAt })
    .from(liveRooms)
    .where(eq(liveRooms.typeCode, 'word'))
    .orderBy(asc(liveRooms.sort), asc(liveRooms.id))
    .limit(1);
  const [teacher] = await tx
    .select({ memberId: members.id, teacherId: members.teacherId })
    .from(members)
    .where(eq(members.username, demoTeacher.username));
  if (!room || !teacher?.teacherId) return;
  const people = await tx
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.username, [demoMember.username, ...seedLiveMembers.map((m) => m.username)]));
  const entrantIds = people.map((p) => p.id).sort((a, b) => a - b);
  const { seed, seedHash } = newSeed();
  const winnerIds = drawWinners(seed, entrantIds, 2);
  // After the room's last seeded message (ids follow time), ideally two hours ago, drawn an hour later.
  const startedAt = new Date(Math.max(now.getTime() - 2 * HOUR, (room.lastAt?.getTime() ?? 0) + 1000));
  const endsAt = new Date(
    Math.max(startedAt.getTime() + MINUTE, Math.min(startedAt.getTime() + HOUR, now.getTime())),
  );
  const prize = '《价值投资实战》作者签名版';
  const [lottery] = await tx
    .insert(lotteries)
    .values({
      liveId: room.id,
      teacherId: teacher.teacherId,
      categoryId: LIVE_DEFAULT_CATEGORY_ID,
      prize,
      winnerCount: 2,
      eligibility: 'all',
      claimInfo: '请在7天内添加助教微信 caijing-helper，发送中奖截图和收件地址领取。',
      endsAt,
      status: 'drawn',
      seed,
      seedHash,
      entrantIds,
      winnerIds,
      drawnAt: endsAt,
      createdAt: startedAt,
    })
    .returning({ id: lotteries.id });
  if (!lottery) return;
  await tx.insert(lotteryEntries).values(
    entrantIds.map((memberId, i) => ({
      lotteryId: lottery.id,
      memberId,
      won: winnerIds.includes(memberId) ? 1 : 0,
      createdAt: new Date(startedAt.getTime() + (i + 1) * 60_000),
    })),
  );
  const [message] = await tx
    .insert(liveMessages)
    .values({
      liveId: room.id,
      categoryId: LIVE_DEFAULT_CATEGORY_ID,
      liveTypeId: LIVE_TYPE_WORD_ID,
      content: `【抽奖】${prize} × 2名`,
      memberId: teacher.memberId,
      teacherId: teacher.teacherId,
      tplId: TplKind.lottery,
      tplRefId: lottery.id,
      createdAt: startedAt,
    })
    .returning({ id: liveMessages.id });
  if (!message) return;
  await tx.update(lotteries).set({ messageId: message.id }).where(eq(lotteries.id, lottery.id));
  await tx
    .update(liveRooms)
    .set({ lastMessageId: message.id, lastMessageAt: startedAt })
    .where(eq(liveRooms.id, room.id));
}

const INTERACTIVE_SEED_MARKER = 'seed:interactive';

/** The risk-assessment questionnaire (the suitability test every member may take). */
export async function seedInteractive(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${INTERACTIVE_SEED_MARKER}))`);
    const marker = await tx
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, INTERACTIVE_SEED_MARKER))
      .limit(1);
    if (marker.length > 0) return { seeded: false };
    const now = clock.now();
    await tx.insert(questionnaires).values({
      kind: 'risk',
      title: riskQuestionnaire.title,
      description: riskQuestionnaire.description,
      questions: riskQuestions,
      createdAt: now,
    });
    await seedDrawnLottery(tx, now);
    await tx
      .insert(appSettings)
      .values({ key: INTERACTIVE_SEED_MARKER, value: { at: now.toISOString() }, updatedAt: now });
    return { seeded: true };
  });
}
