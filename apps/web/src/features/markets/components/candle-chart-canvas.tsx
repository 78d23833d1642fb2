import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, createChart, HistogramSeries, type Time } from 'lightweight-charts';
import { fixed, lots } from '@app/client-core/format/market';
import type { Candle } from '@app/contract/markets';

const RISE = '#e02e24';
const FALL = '#14a44d';

/**
 * Daily candles (K线) with volume below, rises red and falls green (decision 030). Prices are yuan;
 * the TradingView attribution logo stays on, as its licence asks.
 */
export default function CandleChartCanvas({ candles }: { candles: Candle[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#666b73', fontSize: 11 },
      grid: { vertLines: { visible: false }, horzLines: { color: '#eef0f3' } },
      rightPriceScale: { borderVisible: false, scaleMargins: { top: 0.08, bottom: 0.25 } },
      timeScale: { borderVisible: false, tickMarkFormatter: (time: Time) => String(time).slice(5) },
      localization: {
        locale: 'zh-CN',
        priceFormatter: (v: number) => fixed(v),
        timeFormatter: (time: Time) => String(time),
      },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: RISE,
      downColor: FALL,
      borderUpColor: RISE,
      borderDownColor: FALL,
      wickUpColor: RISE,
      wickDownColor: FALL,
    });
    series.setData(
      candles.map((c) => ({
        time: c.day,
        open: c.openFen / 100,
        high: c.highFen / 100,
        low: c.lowFen / 100,
        close: c.closeFen / 100,
      })),
    );
    const volume = chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      // The built-in 'volume' format reads 373.06K; a Chinese quote screen reads 手 in 万/亿.
      priceFormat: { type: 'custom', formatter: lots, minMove: 1 },
    });
    chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    volume.setData(
      candles.map((c) => ({
        time: c.day,
        value: c.volume,
        color: c.closeFen >= c.openFen ? 'rgba(224, 46, 36, 0.45)' : 'rgba(20, 164, 77, 0.45)',
      })),
    );
    // About the last three months in view; earlier days scroll in.
    chart.timeScale().setVisibleLogicalRange({ from: Math.max(0, candles.length - 60), to: candles.length });
    return () => chart.remove();
  }, [candles]);
  return <div ref={box} style={{ width: '100%', height: 280 }} data-testid="candle-chart" />;
}
