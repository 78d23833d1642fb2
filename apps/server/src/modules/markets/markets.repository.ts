import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import {
  stockPositions,
  stockRaceCategories,
  stockRaceDaily,
  stockRaceParticipants,
  stockRaces,
  stockRaceSettlements,
  stockTrades,
} from '../../db/schema/markets';
import { offsetOf, type PageQuery } from '../../lib/paging';

export type RaceRow = typeof stockRaces.$inferSelect;
export type ParticipantRow = typeof stockRaceParticipants.$inferSelect;
export type PositionRow = typeof stockPositions.$inferSelect;
export type TradeRow = typeof stockTrades.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createMarketsRepository(db: Database) {
  return {
    db,
    categories: () =>
      db
        .select({ id: stockRaceCategories.id, title: stockRaceCategories.title })
        .from(stockRaceCategories)
        .orderBy(asc(stockRaceCategories.sort), asc(stockRaceCategories.id)),

    async races(page: PageQuery, categoryId?: number) {
      const where = categoryId ? eq(stockRaces.categoryId, categoryId) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stockRaces)
          .where(where)
          .orderBy(desc(stockRaces.startDay), desc(stockRaces.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(stockRaces).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async race(id: number): Promise<RaceRow | null> {
      const [row] = await db.select().from(stockRaces).where(eq(stockRaces.id, id)).limit(1);
      return row ?? null;
    },

    /** Races whose period overlaps the days up to `day` and that may still need a settlement. */
    racesRunningBy: (day: string) =>
      db
        .select()
        .from(stockRaces)
        .where(sql`${stockRaces.startDay} <= ${day}`),

    async participantCounts(raceIds: number[]) {
      if (raceIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ raceId: stockRaceParticipants.raceId, n: count() })
        .from(stockRaceParticipants)
        .where(inArray(stockRaceParticipants.raceId, raceIds))
        .groupBy(stockRaceParticipants.raceId);
      return new Map(rows.map((r) => [r.raceId, r.n]));
    },

    async memberParticipant(raceId: number, memberId: number): Promise<ParticipantRow | null> {
      const [row] = await db
        .select()
        .from(stockRaceParticipants)
        .where(and(eq(stockRaceParticipants.raceId, raceId), eq(stockRaceParticipants.memberId, memberId)))
        .limit(1);
      return row ?? null;
    },

    async participant(raceId: number, id: number): Promise<ParticipantRow | null> {
      const [row] = await db
        .select()
        .from(stockRaceParticipants)
        .where(and(eq(stockRaceParticipants.raceId, raceId), eq(stockRaceParticipants.id, id)))
        .limit(1);
      return row ?? null;
    },

    participants: (raceId: number) =>
      db.select().from(stockRaceParticipants).where(eq(stockRaceParticipants.raceId, raceId)),

    /** Every position of a race's portfolios (one query for the whole ranking). */
    racePositions: (raceId: number) =>
      db
        .select({
          participantId: stockPositions.participantId,
          code: stockPositions.code,
          quantity: stockPositions.quantity,
          costBasisFen: stockPositions.costBasisFen,
        })
        .from(stockPositions)
        .innerJoin(stockRaceParticipants, eq(stockRaceParticipants.id, stockPositions.participantId))
        .where(eq(stockRaceParticipants.raceId, raceId)),

    positions: (participantId: number) =>
      db
        .select()
        .from(stockPositions)
        .where(eq(stockPositions.participantId, participantId))
        .orderBy(asc(stockPositions.code)),

    /** Shares of each code bought on `day` (T+1: not sellable before the next trading day). */
    async boughtOn(participantId: number, day: string, executor: Database | Tx = db) {
      const rows = await executor
        .select({ code: stockTrades.code, n: sql<number>`coalesce(sum(${stockTrades.quantity}), 0)::int` })
        .from(stockTrades)
        .where(
          and(
            eq(stockTrades.participantId, participantId),
            eq(stockTrades.tradeDay, day),
            eq(stockTrades.side, 'buy'),
          ),
        )
        .groupBy(stockTrades.code);
      return new Map(rows.map((r) => [r.code, Number(r.n)]));
    },

    async trades(participantId: number, page: PageQuery) {
      const where = eq(stockTrades.participantId, participantId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(stockTrades)
          .where(where)
          .orderBy(desc(stockTrades.at), desc(stockTrades.id))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(stockTrades).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    daily: (participantId: number) =>
      db
        .select({ day: stockRaceDaily.day, returnRatio: stockRaceDaily.returnRatio })
        .from(stockRaceDaily)
        .where(eq(stockRaceDaily.participantId, participantId))
        .orderBy(asc(stockRaceDaily.day)),

    settledDays: async (raceId: number) =>
      new Set(
        (
          await db
            .select({ day: stockRaceSettlements.day })
            .from(stockRaceSettlements)
            .where(eq(stockRaceSettlements.raceId, raceId))
        ).map((r) => r.day),
      ),

    async memberName(memberId: number) {
      const [row] = await db
        .select({
          nickname: members.nickname,
          name: members.name,
          username: members.username,
          avatar: members.avatar,
        })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row ? { name: row.nickname || row.name || row.username, avatar: row.avatar ?? '' } : null;
    },

    /** Adds the member to the race; null when they were already in it. */
    async join(values: typeof stockRaceParticipants.$inferInsert): Promise<ParticipantRow | null> {
      const [row] = await db.insert(stockRaceParticipants).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
  };
}

export type MarketsRepository = ReturnType<typeof createMarketsRepository>;
export type { Tx };
