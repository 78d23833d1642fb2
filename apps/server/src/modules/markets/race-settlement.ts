import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  stockPositions,
  stockRaceDaily,
  stockRaceParticipants,
  stockRaceSettlements,
  type stockRaces,
} from '../../db/schema/markets';
import type { MarketData } from '../../providers/market/market-data';
import { chinaInstant, lastClosedDay, tradingDaysBetween } from '../../providers/market/trading-calendar';
import { rankPortfolios, returnRatio } from './trading-rules';

type Race = typeof stockRaces.$inferSelect;

/** Close prices of `codes` on `day`, in fen. */
export async function closesOn(market: MarketData, codes: Iterable<string>, day: string) {
  const closes = new Map<string, number>();
  for (const code of new Set(codes)) {
    const [candle] = await market.candles(code, day, day);
    if (candle) closes.set(code, candle.closeFen);
  }
  return closes;
}

/**
 * Settles one race on one closed trading day: every portfolio's net value at the close, its return and
 * its rank. The settlement row is inserted first in the same transaction, and its primary key (race, day)
 * lets only one instance win: the others insert nothing and leave. Days missed while no instance ran are
 * valued with the positions held when they are settled.
 */
export async function settleRaceDay(
  db: Database,
  market: MarketData,
  race: Race,
  day: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Portfolios that joined after the day's close have no value on that day.
    const participants = await tx
      .select()
      .from(stockRaceParticipants)
      .where(
        and(
          eq(stockRaceParticipants.raceId, race.id),
          lte(stockRaceParticipants.joinedAt, chinaInstant(day, '15:00')),
        ),
      );
    const won = await tx
      .insert(stockRaceSettlements)
      .values({ raceId: race.id, day, settledAt: at, participants: participants.length })
      .onConflictDoNothing()
      .returning();
    if (won.length === 0) return false;
    if (participants.length === 0) return true;
    const positions = await tx
      .select({
        participantId: stockPositions.participantId,
        code: stockPositions.code,
        quantity: stockPositions.quantity,
      })
      .from(stockPositions)
      .innerJoin(stockRaceParticipants, eq(stockRaceParticipants.id, stockPositions.participantId))
      .where(eq(stockRaceParticipants.raceId, race.id));
    const closes = await closesOn(
      market,
      positions.map((p) => p.code),
      day,
    );
    const value = new Map<number, number>();
    for (const p of positions)
      value.set(p.participantId, (value.get(p.participantId) ?? 0) + p.quantity * (closes.get(p.code) ?? 0));
    const ranked = rankPortfolios(
      participants.map((p) => ({ ...p, totalAssetsFen: p.cashFen + (value.get(p.id) ?? 0) })),
    );
    const CHUNK = 1_000;
    for (let i = 0; i < ranked.length; i += CHUNK)
      await tx
        .insert(stockRaceDaily)
        .values(
          ranked.slice(i, i + CHUNK).map((p) => ({
            participantId: p.id,
            day,
            totalAssetsFen: p.totalAssetsFen,
            returnRatio: returnRatio(p.totalAssetsFen, race.initialCapitalFen),
            rank: p.rank,
          })),
        )
        .onConflictDoNothing();
    return true;
  });
}

/** The closed trading days of a race's period up to `at` (settlement candidates). */
export function closedRaceDays(race: Race, at: Date): string[] {
  const last = lastClosedDay(at);
  const to = race.endDay < last ? race.endDay : last;
  return race.startDay <= to ? tradingDaysBetween(race.startDay, to) : [];
}
