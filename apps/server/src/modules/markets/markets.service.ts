import { and, eq, sql } from 'drizzle-orm';
import type {
  ChartPoint,
  Holding,
  OrderBody,
  OrderResult,
  Portfolio,
  PortfolioSummary,
  Quote,
  RaceCard,
  RaceChart,
  RaceDetail,
  RaceStatus,
} from '@app/contract/markets';
import { MarketMsg } from '@app/contract/markets';
import { stockPositions, stockRaceParticipants, stockTrades } from '../../db/schema/markets';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { PageQuery } from '../../lib/paging';
import type { MarketData } from '../../providers/market/market-data';
import { BENCHMARK_CODE } from '../../providers/market/securities';
import {
  chinaDay,
  currentTradingDay,
  lastClosedDay,
  previousTradingDay,
} from '../../providers/market/trading-calendar';
import type { MarketsRepository, ParticipantRow, RaceRow } from './markets.repository';
import { presentTrade } from './markets.presenter';
import { closedRaceDays, settleRaceDay } from './race-settlement';
import { applyFill, checkOrder, rankPortfolios, returnRatio } from './trading-rules';

/** How long an instance reuses a race's live ranking (prices move once a minute). */
const RANKING_TTL_MS = 5_000;

/** A ranking row, with the join time the ranking rule breaks ties by (ms). */
type RankedPortfolio = PortfolioSummary & { joinedAt: number };

export function raceStatus(race: RaceRow, at: Date): RaceStatus {
  if (lastClosedDay(at) >= race.endDay) return 'ended';
  return chinaDay(at) >= race.startDay ? 'open' : 'upcoming';
}

export function createMarketsService(deps: { repo: MarketsRepository; market: MarketData; clock: Clock }) {
  const { repo, market, clock } = deps;

  const securityNames = (async () => new Map((await market.securities()).map((s) => [s.code, s])))();

  async function quotesFor(codes: Iterable<string>, at: Date) {
    return market.quotes([...new Set(codes)], at);
  }

  async function requireRace(id: number): Promise<RaceRow> {
    const race = await repo.race(id);
    if (!race) throw new NotFoundError();
    return race;
  }

  /**
   * The live ranking is read on every race page and costs a pass over every portfolio: each instance
   * keeps it for RANKING_TTL_MS (one computation shared by concurrent readers) and drops it on its own
   * joins and fills; other instances' changes show within the TTL. A member's own figures never come
   * from it (see `portfolio`).
   */
  const rankings = new Map<number, { minute: number; until: number; ranking: Promise<RankedPortfolio[]> }>();
  function liveRanking(race: RaceRow, at: Date): Promise<RankedPortfolio[]> {
    // Prices move once a market minute: a ranking serves its own minute, for a few real seconds.
    const minute = Math.floor(at.getTime() / 60_000);
    const hit = rankings.get(race.id);
    if (hit && hit.minute === minute && hit.until > Date.now()) return hit.ranking;
    const ranking = computeRanking(race, at);
    rankings.set(race.id, { minute, until: Date.now() + RANKING_TTL_MS, ranking });
    ranking.catch(() => rankings.delete(race.id));
    return ranking;
  }

  /** Every portfolio of a race valued at current prices and ranked. */
  async function computeRanking(race: RaceRow, at: Date): Promise<RankedPortfolio[]> {
    const [participants, positions] = await Promise.all([
      repo.participants(race.id),
      repo.racePositions(race.id),
    ]);
    const quotes = await quotesFor(
      positions.map((p) => p.code),
      at,
    );
    const value = new Map<number, number>();
    for (const p of positions)
      value.set(
        p.participantId,
        (value.get(p.participantId) ?? 0) + p.quantity * (quotes.get(p.code)?.priceFen ?? 0),
      );
    return rankPortfolios(
      participants.map((p) => ({ ...p, totalAssetsFen: p.cashFen + (value.get(p.id) ?? 0) })),
    ).map((p) => ({ ...summary(race, p, value.get(p.id) ?? 0), joinedAt: p.joinedAt.getTime() }));
  }

  function summary(
    race: RaceRow,
    p: ParticipantRow & { totalAssetsFen: number; rank: number },
    marketValueFen: number,
  ): PortfolioSummary {
    return {
      participantId: p.id,
      name: p.name,
      avatar: p.avatar,
      isTeacher: p.teacherId !== null,
      rank: p.rank,
      cashFen: p.cashFen,
      marketValueFen,
      totalAssetsFen: p.totalAssetsFen,
      returnRatio: returnRatio(p.totalAssetsFen, race.initialCapitalFen),
    };
  }

  async function holdingsOf(
    participant: ParticipantRow,
    at: Date,
    totalAssetsFen: number,
  ): Promise<Holding[]> {
    const positions = await repo.positions(participant.id);
    const [quotes, bought] = await Promise.all([
      quotesFor(
        positions.map((p) => p.code),
        at,
      ),
      repo.boughtOn(participant.id, chinaDay(at)),
    ]);
    return positions.map((p) => {
      const priceFen = quotes.get(p.code)?.priceFen ?? 0;
      const marketValueFen = p.quantity * priceFen;
      const profitFen = marketValueFen - p.costBasisFen;
      return {
        code: p.code,
        name: quotes.get(p.code)?.name ?? p.code,
        quantity: p.quantity,
        sellableQuantity: Math.max(0, p.quantity - (bought.get(p.code) ?? 0)),
        costFen: Math.round(p.costBasisFen / p.quantity),
        priceFen,
        marketValueFen,
        profitFen,
        profitRatio: p.costBasisFen > 0 ? profitFen / p.costBasisFen : 0,
        weight: totalAssetsFen > 0 ? marketValueFen / totalAssetsFen : 0,
      };
    });
  }

  /** The participant a caller asks about: the given id within the race, else their own portfolio. */
  async function resolveParticipant(
    raceId: number,
    participantId: number | undefined,
    memberId: number | null,
  ) {
    const participant = participantId
      ? await repo.participant(raceId, participantId)
      : memberId
        ? await repo.memberParticipant(raceId, memberId)
        : null;
    if (!participant) throw new NotFoundError(participantId ? undefined : MarketMsg.notJoined);
    return participant;
  }

  /**
   * One portfolio at current prices: its own figures are fresh; its rank places them among the others'
   * figures of the (briefly cached) live ranking with the ranking rule.
   */
  async function portfolio(race: RaceRow, participant: ParticipantRow, at: Date): Promise<Portfolio> {
    const [positions, ranking] = await Promise.all([repo.positions(participant.id), liveRanking(race, at)]);
    const quotes = await quotesFor(
      positions.map((p) => p.code),
      at,
    );
    const marketValueFen = positions.reduce(
      (sum, p) => sum + p.quantity * (quotes.get(p.code)?.priceFen ?? 0),
      0,
    );
    const totalAssetsFen = participant.cashFen + marketValueFen;
    const ahead = ranking.filter(
      (p) =>
        p.participantId !== participant.id &&
        (p.totalAssetsFen > totalAssetsFen ||
          (p.totalAssetsFen === totalAssetsFen && p.joinedAt < participant.joinedAt.getTime()) ||
          (p.totalAssetsFen === totalAssetsFen &&
            p.joinedAt === participant.joinedAt.getTime() &&
            p.participantId < participant.id)),
    ).length;
    const own = summary(race, { ...participant, totalAssetsFen, rank: ahead + 1 }, marketValueFen);
    return {
      ...own,
      initialCapitalFen: race.initialCapitalFen,
      holdings: await holdingsOf(participant, at, totalAssetsFen),
    };
  }

  return {
    market,
    categories: () => repo.categories(),

    async list(page: PageQuery, categoryId?: number): Promise<{ rows: RaceCard[]; total: number }> {
      const { rows, total } = await repo.races(page, categoryId);
      const counts = await repo.participantCounts(rows.map((r) => r.id));
      const at = clock.now();
      return { rows: rows.map((r) => card(r, counts.get(r.id) ?? 0, at)), total };
    },

    async info(id: number, memberId: number | null): Promise<RaceDetail> {
      const race = await requireRace(id);
      const [counts, mine, names] = await Promise.all([
        repo.participantCounts([id]),
        memberId ? repo.memberParticipant(id, memberId) : null,
        securityNames,
      ]);
      const benchmark = names.get(race.benchmarkCode) ?? names.get(BENCHMARK_CODE)!;
      return {
        ...card(race, counts.get(id) ?? 0, clock.now()),
        rules: race.rules,
        initialCapitalFen: race.initialCapitalFen,
        benchmark,
        myParticipantId: mine?.id ?? null,
        simulated: market.simulated,
      };
    },

    async join(raceId: number, memberId: number) {
      const race = await requireRace(raceId);
      if (raceStatus(race, clock.now()) === 'ended') throw new ConflictError(MarketMsg.raceEnded);
      const who = await repo.memberName(memberId);
      if (!who) throw new NotFoundError();
      const row = await repo.join({
        raceId,
        memberId,
        name: who.name,
        avatar: who.avatar,
        cashFen: race.initialCapitalFen,
        joinedAt: clock.now(),
      });
      if (!row) throw new ConflictError(MarketMsg.alreadyJoined);
      rankings.delete(raceId);
      return { participantId: row.id };
    },

    async ranking(raceId: number, page: PageQuery) {
      const race = await requireRace(raceId);
      const all = await liveRanking(race, clock.now());
      const start = (page.pageNum - 1) * page.pageSize;
      return { rows: all.slice(start, start + page.pageSize).map(withoutJoinedAt), total: all.length };
    },

    async portfolio(raceId: number, participantId: number | undefined, memberId: number | null) {
      const race = await requireRace(raceId);
      const participant = await resolveParticipant(raceId, participantId, memberId);
      return portfolio(race, participant, clock.now());
    },

    async holdings(raceId: number, participantId: number | undefined, memberId: number | null) {
      return (await this.portfolio(raceId, participantId, memberId)).holdings;
    },

    async trades(
      raceId: number,
      participantId: number | undefined,
      memberId: number | null,
      page: PageQuery,
    ) {
      await requireRace(raceId);
      const participant = await resolveParticipant(raceId, participantId, memberId);
      const { rows, total } = await repo.trades(participant.id, page);
      const names = await securityNames;
      return { rows: rows.map((t) => presentTrade(t, names.get(t.code)?.name ?? t.code)), total };
    },

    async chart(
      raceId: number,
      participantId: number | undefined,
      memberId: number | null,
    ): Promise<RaceChart> {
      const race = await requireRace(raceId);
      const at = clock.now();
      const names = await securityNames;
      const base = previousTradingDay(race.startDay);
      const closedTo = lastClosedDay(at) < race.endDay ? lastClosedDay(at) : race.endDay;
      const candles = await market.candles(race.benchmarkCode, base, closedTo);
      const baseClose = candles[0]?.day === base ? candles[0].closeFen : null;
      // Both curves start at 0% on the close before they begin (the race's base day, or a late joiner's).
      const benchmark: ChartPoint[] = [];
      if (baseClose) {
        benchmark.push({ day: base, ratio: 0 });
        for (const c of candles.slice(1)) benchmark.push({ day: c.day, ratio: c.closeFen / baseClose - 1 });
      }
      const today = currentTradingDay(at);
      const open = raceStatus(race, at) === 'open' && today === chinaDay(at) && today > closedTo;
      let portfolioPoints: ChartPoint[] = [];
      const participant =
        participantId || memberId
          ? await resolveParticipant(raceId, participantId, memberId).catch(() => null)
          : null;
      if (participant) {
        portfolioPoints = (await repo.daily(participant.id)).map((d) => ({
          day: d.day,
          ratio: d.returnRatio,
        }));
        if (open) {
          const live = await portfolio(race, participant, at);
          portfolioPoints.push({ day: today, ratio: live.returnRatio });
        }
        const first = portfolioPoints[0];
        if (first) {
          const joinedBase = previousTradingDay(chinaDay(participant.joinedAt));
          const start = joinedBase > base ? joinedBase : base;
          if (start < first.day) portfolioPoints.unshift({ day: start, ratio: 0 });
        }
      }
      if (open && baseClose) {
        const q = (await quotesFor([race.benchmarkCode], at)).get(race.benchmarkCode);
        if (q) benchmark.push({ day: today, ratio: q.priceFen / baseClose - 1 });
      }
      // A lone base point is no curve: before the race's first price there is nothing to draw.
      if (benchmark.length < 2) benchmark.length = 0;
      return {
        benchmarkName: names.get(race.benchmarkCode)?.name ?? race.benchmarkCode,
        benchmark,
        portfolio: portfolioPoints,
      };
    },

    /**
     * Fills a market order at the current price under the A-share rules. The participant row is locked
     * for the transaction, so two orders of one portfolio run one after the other and cannot overspend.
     */
    async order(memberId: number, body: OrderBody): Promise<OrderResult> {
      const race = await requireRace(body.raceId);
      const at = clock.now();
      const status = raceStatus(race, at);
      if (status === 'ended') throw new ConflictError(MarketMsg.raceEnded);
      if (status === 'upcoming') throw new ConflictError(MarketMsg.raceNotOpen);
      const quote: Quote | undefined = (await quotesFor([body.code], at)).get(body.code);
      if (!quote || quote.isIndex) throw new NotFoundError(MarketMsg.unknownCode);
      const day = chinaDay(at);
      const tradeRow = await repo.db.transaction(async (tx) => {
        const [participant] = await tx
          .select()
          .from(stockRaceParticipants)
          .where(and(eq(stockRaceParticipants.raceId, race.id), eq(stockRaceParticipants.memberId, memberId)))
          .for('update');
        if (!participant) throw new ConflictError(MarketMsg.notJoined);
        const [position] = await tx
          .select()
          .from(stockPositions)
          .where(and(eq(stockPositions.participantId, participant.id), eq(stockPositions.code, body.code)));
        const boughtToday = (await repo.boughtOn(participant.id, day, tx)).get(body.code) ?? 0;
        const held = position?.quantity ?? 0;
        const check = checkOrder({
          side: body.side,
          quantity: body.quantity,
          quote,
          cashFen: participant.cashFen,
          heldQuantity: held,
          sellableQuantity: Math.max(0, held - boughtToday),
          at,
        });
        if (!check.ok) throw new ValidationError(check.msg);
        const next = applyFill(position ?? { quantity: 0, costBasisFen: 0 }, {
          side: body.side,
          quantity: body.quantity,
          amountFen: check.amountFen,
          feesFen: check.fees.totalFen,
        });
        await tx
          .update(stockRaceParticipants)
          .set({ cashFen: sql`${stockRaceParticipants.cashFen} + ${check.cashChangeFen}` })
          .where(eq(stockRaceParticipants.id, participant.id));
        if (next.quantity === 0)
          await tx
            .delete(stockPositions)
            .where(and(eq(stockPositions.participantId, participant.id), eq(stockPositions.code, body.code)));
        else
          await tx
            .insert(stockPositions)
            .values({
              participantId: participant.id,
              code: body.code,
              quantity: next.quantity,
              costBasisFen: next.costBasisFen,
            })
            .onConflictDoUpdate({
              target: [stockPositions.participantId, stockPositions.code],
              set: { quantity: next.quantity, costBasisFen: next.costBasisFen },
            });
        const [row] = await tx
          .insert(stockTrades)
          .values({
            participantId: participant.id,
            code: body.code,
            side: body.side,
            quantity: body.quantity,
            priceFen: check.priceFen,
            amountFen: check.amountFen,
            commissionFen: check.fees.commissionFen,
            stampDutyFen: check.fees.stampDutyFen,
            transferFeeFen: check.fees.transferFeeFen,
            realizedFen: next.realizedFen,
            tradeDay: day,
            at,
          })
          .returning();
        return { row: row!, participant };
      });
      rankings.delete(race.id);
      const participant = (await repo.participant(race.id, tradeRow.participant.id))!;
      return {
        trade: presentTrade(tradeRow.row, quote.name),
        portfolio: await portfolio(race, participant, at),
      };
    },

    /** Settles every race day that has closed and is not settled yet; safe to call on every instance. */
    async settleDue(): Promise<number> {
      const at = clock.now();
      let settled = 0;
      for (const race of await repo.racesRunningBy(lastClosedDay(at))) {
        const done = await repo.settledDays(race.id);
        for (const day of closedRaceDays(race, at))
          if (!done.has(day) && (await settleRaceDay(repo.db, market, race, day, at))) settled++;
      }
      return settled;
    },
  };
}

const withoutJoinedAt = ({ joinedAt: _joinedAt, ...summary }: RankedPortfolio): PortfolioSummary => summary;

function card(race: RaceRow, participants: number, at: Date): RaceCard {
  return {
    id: race.id,
    categoryId: race.categoryId,
    title: race.title,
    pic: race.pic,
    summary: race.summary,
    startDay: race.startDay,
    endDay: race.endDay,
    status: raceStatus(race, at),
    participants,
  };
}

export type MarketsService = ReturnType<typeof createMarketsService>;
