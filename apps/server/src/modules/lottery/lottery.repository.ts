import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lotteries, lotteryEntries, type LotteryRow } from '../../db/schema/interactive';
import { liveRooms } from '../../db/schema/live';
import { members } from '../../db/schema/members';
import { teacherFollows } from '../../db/schema/teacher-follows';
import { teachers } from '../../db/schema/teachers';
import { drawWinners } from './lottery-draw';

export interface LotteryView extends LotteryRow {
  roomTitle: string;
  roomType: 'word' | 'video';
  teacherName: string | null;
  teacherAvatar: string | null;
}

const viewColumns = {
  lottery: lotteries,
  roomTitle: liveRooms.title,
  roomType: liveRooms.typeCode,
  teacherName: teachers.name,
  teacherAvatar: teachers.avatar,
};

const toView = (r: {
  lottery: LotteryRow;
  roomTitle: string;
  roomType: 'word' | 'video';
  teacherName: string | null;
  teacherAvatar: string | null;
}): LotteryView => ({
  ...r.lottery,
  roomTitle: r.roomTitle,
  roomType: r.roomType,
  teacherName: r.teacherName,
  teacherAvatar: r.teacherAvatar,
});

export function createLotteryRepository(db: Database) {
  const selectViews = () =>
    db
      .select(viewColumns)
      .from(lotteries)
      .innerJoin(liveRooms, eq(liveRooms.id, lotteries.liveId))
      .leftJoin(teachers, eq(teachers.id, lotteries.teacherId));

  return {
    async insert(values: typeof lotteries.$inferInsert): Promise<number> {
      const [row] = await db.insert(lotteries).values(values).returning({ id: lotteries.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async setMessage(id: number, messageId: number): Promise<void> {
      await db.update(lotteries).set({ messageId }).where(eq(lotteries.id, id));
    },

    async view(id: number): Promise<LotteryView | null> {
      const [row] = await selectViews().where(eq(lotteries.id, id)).limit(1);
      return row ? toView(row) : null;
    },

    async entrantCount(id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(lotteryEntries)
        .where(eq(lotteryEntries.lotteryId, id));
      return row?.n ?? 0;
    },

    async hasJoined(id: number, memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: lotteryEntries.lotteryId })
        .from(lotteryEntries)
        .where(and(eq(lotteryEntries.lotteryId, id), eq(lotteryEntries.memberId, memberId)))
        .limit(1);
      return row !== undefined;
    },

    async nicknames(ids: readonly number[]): Promise<Map<number, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: members.id, nickname: members.nickname })
        .from(members)
        .where(inArray(members.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.nickname]));
    },

    async followsAny(memberId: number, teacherIds: readonly number[]): Promise<boolean> {
      if (teacherIds.length === 0) return false;
      const [row] = await db
        .select({ id: teacherFollows.teacherId })
        .from(teacherFollows)
        .where(and(eq(teacherFollows.memberId, memberId), inArray(teacherFollows.teacherId, [...teacherIds])))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Adds the member while the lottery is open and before its end. The lottery row is share-locked for the
     * insert, so a draw (which locks it for update) waits for joins in flight and never misses one; joins
     * after the draw see it drawn. 'closed' when over, 'duplicate' when already in (the unique index decides).
     */
    async join(id: number, memberId: number, at: Date): Promise<'ok' | 'closed' | 'duplicate'> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: lotteries.status, endsAt: lotteries.endsAt })
          .from(lotteries)
          .where(eq(lotteries.id, id))
          .for('share');
        if (!row || row.status !== 'open' || row.endsAt.getTime() <= at.getTime()) return 'closed';
        const inserted = await tx
          .insert(lotteryEntries)
          .values({ lotteryId: id, memberId, createdAt: at })
          .onConflictDoNothing()
          .returning({ id: lotteryEntries.memberId });
        return inserted.length === 1 ? 'ok' : 'duplicate';
      });
    },

    /** Open lotteries whose end has passed. */
    async due(at: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: lotteries.id })
        .from(lotteries)
        .where(and(eq(lotteries.status, 'open'), lte(lotteries.endsAt, at)))
        .orderBy(lotteries.endsAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * The draw, exactly once: the row is locked and moved open → drawn by a conditional update in the same
     * transaction; whoever comes second (another instance, another sweep) finds it drawn and gets null.
     */
    async draw(id: number, at: Date): Promise<{ winnerIds: number[]; entrantIds: number[] } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
        if (!row || row.status !== 'open' || row.endsAt.getTime() > at.getTime()) return null;
        const entries = await tx
          .select({ memberId: lotteryEntries.memberId })
          .from(lotteryEntries)
          .where(eq(lotteryEntries.lotteryId, id));
        const entrantIds = entries.map((e) => e.memberId).sort((a, b) => a - b);
        const winnerIds = drawWinners(row.seed, entrantIds, row.winnerCount);
        const moved = await tx
          .update(lotteries)
          .set({ status: 'drawn', entrantIds, winnerIds, drawnAt: at })
          .where(and(eq(lotteries.id, id), eq(lotteries.status, 'open')))
          .returning({ id: lotteries.id });
        if (moved.length !== 1) return null;
        if (winnerIds.length > 0)
          await tx
            .update(lotteryEntries)
            .set({ won: 1 })
            .where(and(eq(lotteryEntries.lotteryId, id), inArray(lotteryEntries.memberId, winnerIds)));
        return { winnerIds, entrantIds };
      });
    },

    /** Lotteries the member joined, newest first; `won` keeps only those they won. */
    async joinedBy(
      memberId: number,
      options: { won?: boolean; limit: number; offset: number },
    ): Promise<{ rows: LotteryView[]; total: number }> {
      const where = and(
        eq(lotteryEntries.memberId, memberId),
        options.won === undefined ? undefined : eq(lotteryEntries.won, options.won ? 1 : 0),
      );
      const rows = await selectViews()
        .innerJoin(lotteryEntries, eq(lotteryEntries.lotteryId, lotteries.id))
        .where(where)
        .orderBy(desc(lotteryEntries.createdAt), desc(lotteries.id))
        .limit(options.limit)
        .offset(options.offset);
      const [total] = await db.select({ n: count() }).from(lotteryEntries).where(where);
      return { rows: rows.map(toView), total: total?.n ?? 0 };
    },
  };
}
export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
