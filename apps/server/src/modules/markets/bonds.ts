import { asc, count, eq } from 'drizzle-orm';
import { BOND_DISCOUNT_RATE, type BondDetail, type BondItem, type Quote } from '@app/contract/markets';
import type { Database } from '../../db/client';
import { convertibleBonds } from '../../db/schema/markets';
import { NotFoundError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { offsetOf, type PageQuery } from '../../lib/paging';
import type { MarketData } from '../../providers/market/market-data';
import { chinaDay } from '../../providers/market/trading-calendar';
import {
  cashFlows,
  conversionValue,
  presentValue,
  remainingYears,
  simulatedBondPrice,
  yieldToMaturity,
} from './bond-pricing';

type BondRow = typeof convertibleBonds.$inferSelect;

/** Convertible bonds with figures from the same market as the stocks (REFERENCE §8.2). */
export function createBonds(deps: { db: Database; market: MarketData; clock: Clock }) {
  const { db, market, clock } = deps;

  function figures(bond: BondRow, quote: Quote | undefined, day: string): BondDetail {
    const stockPriceFen = quote?.priceFen ?? 0;
    const prevStockFen = quote?.prevCloseFen ?? stockPriceFen;
    const flows = cashFlows(bond, day);
    const bondValue = presentValue(flows, BOND_DISCOUNT_RATE);
    const cv = conversionValue(stockPriceFen, bond.conversionPriceFen);
    const price = simulatedBondPrice(cv, bondValue);
    const prevPrice = simulatedBondPrice(conversionValue(prevStockFen, bond.conversionPriceFen), bondValue);
    return {
      id: bond.id,
      code: bond.code,
      name: bond.name,
      stockCode: bond.stockCode,
      stockName: quote?.name ?? bond.stockCode,
      priceFen: Math.round(price * 100),
      changeRatio: prevPrice > 0 ? price / prevPrice - 1 : 0,
      stockPriceFen,
      stockChangeRatio: quote?.changeRatio ?? 0,
      conversionPriceFen: bond.conversionPriceFen,
      conversionValueFen: Math.round(cv * 100),
      premiumRatio: cv > 0 ? price / cv - 1 : 0,
      rating: bond.rating,
      remainingSizeFen: bond.remainingSizeFen,
      maturityDay: bond.maturityDay,
      remainingYears: remainingYears(bond, day),
      ytm: yieldToMaturity(flows, price),
      simulated: market.simulated,
      issueSizeFen: bond.issueSizeFen,
      listingDay: bond.listingDay,
      couponRates: bond.couponRates,
      redemptionPrice: bond.redemptionPrice,
      bondValueFen: Math.round(bondValue * 100),
    };
  }

  async function withQuotes(rows: BondRow[]) {
    const at = clock.now();
    const quotes = await market.quotes([...new Set(rows.map((r) => r.stockCode))], at);
    return rows.map((r) => figures(r, quotes.get(r.stockCode), chinaDay(at)));
  }

  return {
    async list(page: PageQuery): Promise<{ rows: BondItem[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(convertibleBonds)
          .orderBy(asc(convertibleBonds.code))
          .limit(page.pageSize)
          .offset(offsetOf(page)),
        db.select({ n: count() }).from(convertibleBonds),
      ]);
      const detailed = await withQuotes(rows);
      return {
        rows: detailed.map(
          ({
            issueSizeFen: _i,
            listingDay: _l,
            couponRates: _c,
            redemptionPrice: _r,
            bondValueFen: _b,
            ...item
          }) => item,
        ),
        total: total?.n ?? 0,
      };
    },
    async info(id: number): Promise<BondDetail> {
      const [row] = await db.select().from(convertibleBonds).where(eq(convertibleBonds.id, id)).limit(1);
      if (!row) throw new NotFoundError();
      return (await withQuotes([row]))[0]!;
    },
  };
}

export type Bonds = ReturnType<typeof createBonds>;
