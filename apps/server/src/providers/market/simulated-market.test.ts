import { describe, expect, it } from 'vitest';
import { priceLimits } from './price-limits';
import { SIM_SECURITIES } from './securities';
import { createSimulatedMarket } from './simulated-market';

const SEED = 'markets-v1';
const market = createSimulatedMarket({ seed: SEED });
const codes = SIM_SECURITIES.map((s) => s.code);

describe('simulated market', () => {
  it('is deterministic: two instances agree on every price', async () => {
    const other = createSimulatedMarket({ seed: SEED });
    const t = new Date('2026-11-23T10:17:00+08:00');
    const [a, b] = await Promise.all([market.quotes(codes, t), other.quotes(codes, t)]);
    expect([...a.values()].map((q) => q.priceFen)).toEqual([...b.values()].map((q) => q.priceFen));
    expect(a.get('600519')!.simulated).toBe(true);
  });

  it('moves during sessions and stands still outside them', async () => {
    const price = async (s: string) => (await market.quotes(['300750'], new Date(s))).get('300750')!.priceFen;
    const morning = await Promise.all(
      ['09:31', '09:45', '10:00', '10:30', '11:00'].map((m) => price(`2026-11-23T${m}:00+08:00`)),
    );
    expect(new Set(morning).size).toBeGreaterThan(1);
    expect(await price('2026-11-23T12:00:00+08:00')).toBe(await price('2026-11-23T12:59:00+08:00'));
    expect(await price('2026-11-22T10:00:00+08:00')).toBe(await price('2026-11-21T15:00:00+08:00'));
    const [friday] = await market.candles('300750', '2026-11-20', '2026-11-20');
    expect(await price('2026-11-23T09:00:00+08:00')).toBe(friday!.closeFen);
  });

  it('keeps every close and intraday price within the board limit of the previous close, on the tick', async () => {
    for (const sec of SIM_SECURITIES.filter((s) => !s.isIndex)) {
      const candles = await market.candles(sec.code, '2025-06-01', '2026-11-20');
      for (let i = 1; i < candles.length; i++) {
        const { upFen, downFen } = priceLimits(candles[i - 1]!.closeFen, sec.board, sec.st);
        const c = candles[i]!;
        for (const v of [c.openFen, c.highFen, c.lowFen, c.closeFen]) {
          expect(Number.isInteger(v)).toBe(true);
          expect(v).toBeGreaterThanOrEqual(downFen);
          expect(v).toBeLessThanOrEqual(upFen);
        }
        expect(c.highFen).toBeGreaterThanOrEqual(Math.max(c.openFen, c.closeFen));
        expect(c.lowFen).toBeLessThanOrEqual(Math.min(c.openFen, c.closeFen));
      }
    }
  });

  it('gives years of daily history from its first day', async () => {
    const candles = await market.candles('000300', '2024-01-01', '2026-11-20');
    expect(candles.length).toBeGreaterThan(650);
    expect(candles[0]!.day).toBe('2024-01-02');
  });
});
