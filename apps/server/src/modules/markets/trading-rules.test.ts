import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketMsg, type Quote } from '@app/contract/markets';
import { priceLimits } from '../../providers/market/price-limits';
import { applyFill, checkOrder, rankPortfolios, returnRatio, tradeFees } from './trading-rules';

const TRADING = new Date('2026-11-23T10:00:00+08:00');
const quote = (
  priceFen: number,
  prevCloseFen = priceFen,
  board: Quote['board'] = 'main',
  st = false,
): Quote => {
  const { upFen, downFen } = priceLimits(prevCloseFen, board, st);
  return {
    code: '600519',
    name: '贵州茅台',
    exchange: 'SH',
    board,
    st,
    isIndex: false,
    sector: '白酒',
    priceFen,
    prevCloseFen,
    changeFen: priceFen - prevCloseFen,
    changeRatio: 0,
    limitUpFen: upFen,
    limitDownFen: downFen,
    at: TRADING.toISOString(),
    trading: true,
    simulated: true,
  };
};
const order = (over: Partial<Parameters<typeof checkOrder>[0]>) =>
  checkOrder({
    side: 'buy',
    quantity: 100,
    quote: quote(1_000),
    cashFen: 100_000_000,
    heldQuantity: 0,
    sellableQuantity: 0,
    at: TRADING,
    ...over,
  });

describe('fees (REFERENCE §6.1)', () => {
  it('charges the 5 CNY minimum commission on a small buy, no stamp duty, transfer fee 0.001%', () => {
    // 100 shares at 10.00 = 1,000 CNY: commission 0.25 → 5.00 minimum; transfer fee 0.01.
    expect(tradeFees('buy', 100_000)).toEqual({
      commissionFen: 500,
      stampDutyFen: 0,
      transferFeeFen: 1,
      totalFen: 501,
    });
  });
  it('charges 0.025% commission, 0.05% stamp duty and 0.001% transfer fee on a large sell', () => {
    // 1,000 shares at 1,688.00 = 1,688,000 CNY: commission 422.00, stamp duty 844.00, transfer 16.88.
    expect(tradeFees('sell', 168_800_000)).toEqual({
      commissionFen: 42_200,
      stampDutyFen: 84_400,
      transferFeeFen: 1_688,
      totalFen: 128_288,
    });
  });
});

describe('price limits by board', () => {
  it('is ±10% on the main board, ±20% on ChiNext/STAR, ±5% for ST, rounded to the tick', () => {
    expect(priceLimits(1_000, 'main', false)).toEqual({ upFen: 1_100, downFen: 900 });
    expect(priceLimits(1_000, 'chinext', false)).toEqual({ upFen: 1_200, downFen: 800 });
    expect(priceLimits(1_000, 'star', false)).toEqual({ upFen: 1_200, downFen: 800 });
    expect(priceLimits(386, 'main', true)).toEqual({ upFen: 405, downFen: 367 });
    // 11.11 × 1.1 = 12.221 → 12.22; × 0.9 = 9.999 → 10.00.
    expect(priceLimits(1_111, 'main', false)).toEqual({ upFen: 1_222, downFen: 1_000 });
  });
});

describe('order checks', () => {
  it('fills a lot in trading hours and says what it costs', () => {
    expect(order({})).toEqual({
      ok: true,
      priceFen: 1_000,
      amountFen: 100_000,
      fees: tradeFees('buy', 100_000),
      cashChangeFen: -100_501,
    });
  });
  it('refuses outside the sessions: before 9:30, the lunch break, after 15:00, weekends and holidays', () => {
    for (const at of [
      '2026-11-23T09:29:00+08:00',
      '2026-11-23T11:30:00+08:00',
      '2026-11-23T12:59:00+08:00',
      '2026-11-23T15:00:00+08:00',
      '2026-11-22T10:00:00+08:00',
      '2026-10-05T10:00:00+08:00',
    ])
      expect(order({ at: new Date(at) })).toEqual({ ok: false, msg: MarketMsg.closed });
    expect(order({ at: new Date('2026-11-23T14:59:00+08:00') }).ok).toBe(true);
  });
  it('refuses odd lots, more than the cash, buying at limit-up and selling at limit-down', () => {
    expect(order({ quantity: 150 })).toEqual({ ok: false, msg: MarketMsg.oddLot });
    expect(order({ cashFen: 100_500 })).toEqual({ ok: false, msg: MarketMsg.noCash });
    expect(order({ cashFen: 100_501 }).ok).toBe(true);
    expect(order({ quote: quote(1_100, 1_000) })).toEqual({ ok: false, msg: MarketMsg.limitUp });
    const held = { side: 'sell' as const, heldQuantity: 100, sellableQuantity: 100 };
    expect(order({ ...held, quote: quote(900, 1_000) })).toEqual({ ok: false, msg: MarketMsg.limitDown });
    // An ST stock is at its limit 5% away.
    expect(order({ quote: quote(1_050, 1_000, 'main', true) })).toEqual({
      ok: false,
      msg: MarketMsg.limitUp,
    });
  });
  it('holds T+1: only sellable shares may be sold; an odd remainder leaves in one order', () => {
    const sell = (quantity: number, held: number, sellable: number) =>
      order({ side: 'sell', quantity, heldQuantity: held, sellableQuantity: sellable });
    expect(sell(100, 100, 0)).toEqual({ ok: false, msg: MarketMsg.beyondSellable(0) });
    expect(sell(100, 0, 0)).toEqual({ ok: false, msg: MarketMsg.nothingHeld });
    expect(sell(50, 250, 250)).toEqual({ ok: false, msg: MarketMsg.oddLotSell });
    expect(sell(250, 250, 250).ok).toBe(true);
    expect(sell(200, 250, 250).ok).toBe(true);
  });
});

describe('positions, return and ranking', () => {
  it('keeps the average cost with fees and realizes P&L on sells', () => {
    const bought = applyFill(
      { quantity: 0, costBasisFen: 0 },
      { side: 'buy', quantity: 200, amountFen: 200_000, feesFen: 502 },
    );
    expect(bought).toEqual({ quantity: 200, costBasisFen: 200_502, realizedFen: 0 });
    const sold = applyFill(bought, { side: 'sell', quantity: 100, amountFen: 120_000, feesFen: 561 });
    expect(sold).toEqual({ quantity: 100, costBasisFen: 100_251, realizedFen: 120_000 - 561 - 100_251 });
  });
  it('computes the period return and ranks by assets, earlier joiner first on a tie', () => {
    expect(returnRatio(110_000_000, 100_000_000)).toBeCloseTo(0.1);
    const at = (m: number) => new Date(Date.UTC(2026, 10, 23, 2, m));
    const ranked = rankPortfolios([
      { id: 1, totalAssetsFen: 100, joinedAt: at(5) },
      { id: 2, totalAssetsFen: 300, joinedAt: at(9) },
      { id: 3, totalAssetsFen: 100, joinedAt: at(1) },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('property: over any order sequence, cash + cost basis − realized P&L stays the initial capital, and cash never goes negative', () => {
    const step = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 50 }),
      odd: fc.integer({ min: 0, max: 99 }),
      priceFen: fc.integer({ min: 100, max: 300_000 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const initial = 10_000_000;
        let cash = initial;
        let position = { quantity: 0, costBasisFen: 0 };
        let realized = 0;
        for (const s of steps) {
          const quantity = s.side === 'sell' && s.odd > 0 ? position.quantity : s.lots * 100;
          const check = checkOrder({
            side: s.side,
            quantity,
            quote: quote(s.priceFen),
            cashFen: cash,
            heldQuantity: position.quantity,
            sellableQuantity: position.quantity,
            at: TRADING,
          });
          if (!check.ok) continue;
          const next = applyFill(position, {
            side: s.side,
            quantity,
            amountFen: check.amountFen,
            feesFen: check.fees.totalFen,
          });
          cash += check.cashChangeFen;
          realized += next.realizedFen;
          position = { quantity: next.quantity, costBasisFen: next.costBasisFen };
          expect(cash).toBeGreaterThanOrEqual(0);
          expect(cash + position.costBasisFen - realized).toBe(initial);
          if (position.quantity === 0) expect(position.costBasisFen).toBe(0);
        }
      }),
    );
  });
});
