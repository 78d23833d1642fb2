import { describe, expect, it } from 'vitest';
import {
  bigFigure,
  bigYuan,
  fixed,
  lots,
  pct,
  ratioTrend,
  signedPct,
  signedPercent,
  signedYuan,
  trend,
  volumeLots,
  yuan,
} from './market';

describe('market figures', () => {
  it('reads counts in 万 and 亿 from 10,000 on, never K or M', () => {
    expect(bigFigure(0)).toBe('0');
    expect(bigFigure(-0.001)).toBe('0');
    expect(bigFigure(9999)).toBe('9999');
    expect(bigFigure(10_000)).toBe('1.00万');
    expect(bigFigure(373_060)).toBe('37.31万');
    expect(bigFigure(1.2345e8)).toBe('1.23亿');
    expect(bigFigure(-1.2345e8)).toBe('-1.23亿');
    expect(bigFigure(-12_345)).toBe('-1.23万');
    expect(bigFigure(99_999_999)).toBe('1.00亿');
    expect(bigFigure(9999.6)).toBe('1.00万');
    expect(bigFigure(3.2e12)).toBe('3.20万亿');
    expect(bigFigure(Number.NaN)).toBe('--');
    expect(bigFigure(12.345, 2)).toBe('12.35');
  });

  it('reads volumes in 手 of 100 shares and amounts of money in 万/亿 yuan', () => {
    expect(lots(37_306_000)).toBe('37.31万手');
    expect(lots(999_900)).toBe('9999手');
    expect(lots(0)).toBe('0手');
    expect(lots(Number.NaN)).toBe('--');
    expect(volumeLots(1.2345e10)).toBe('1.23亿');
    expect(bigYuan(1_234_567_890_00)).toBe('12.35亿');
    expect(bigYuan(999_999)).toBe('9999.99');
    expect(bigYuan(1_000_000)).toBe('1.00万');
  });

  it('never shows -0.00: a value that rounds to zero reads 0.00', () => {
    expect(fixed(-0.001)).toBe('0.00');
    expect(fixed(-0.004, 2)).toBe('0.00');
    expect(fixed(-0.005, 2)).not.toBe('-0.00');
    expect(fixed(-1.5, 1)).toBe('-1.5');
    expect(fixed(Number.NaN)).toBe('--');
    expect(signedPct(0)).toBe('0.00%');
    expect(signedPct(-0.00001)).toBe('0.00%');
    expect(signedPct(0.00001)).toBe('0.00%');
    expect(signedPct(0.0123)).toBe('+1.23%');
    expect(signedPct(-0.05)).toBe('-5.00%');
    expect(signedPct(Number.NaN)).toBe('--');
    expect(signedPercent(-0.001)).toBe('0.00%');
    expect(signedPercent(1.5)).toBe('+1.50%');
    expect(pct(-0.000001, 1)).toBe('0.0%');
    expect(pct(0.1234, 1)).toBe('12.3%');
  });

  it('formats fen as yuan with separators and a sign only when it moved', () => {
    expect(yuan(123_456_789)).toBe('1,234,567.89');
    expect(yuan(-500)).toBe('-5.00');
    expect(yuan(-0.4)).toBe('0.00');
    expect(yuan(0)).toBe('0.00');
    expect(yuan(Number.NaN)).toBe('--');
    expect(signedYuan(100)).toBe('+1.00');
    expect(signedYuan(-100)).toBe('-1.00');
    expect(signedYuan(0)).toBe('0.00');
  });

  it('colours rises red, falls green and an unchanged or rounded-away figure grey', () => {
    expect([trend(1), trend(-1), trend(0), trend(-0), trend(Number.NaN)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
      'flat',
    ]);
    expect(trend(-0.001, 2)).toBe('flat');
    expect(trend(-0.006, 2)).toBe('down');
    expect(ratioTrend(-0.00001)).toBe('flat');
    expect(ratioTrend(0.00001)).toBe('flat');
    expect(ratioTrend(0.0001)).toBe('up');
    expect(ratioTrend(-0.0123)).toBe('down');
  });
});
