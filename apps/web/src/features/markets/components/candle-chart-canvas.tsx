import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, createChart, HistogramSeries, type Time } from 'lightweight-charts';
import { fixed, lots } from '@app/client-core/format/market';
import type { Candle } from '@app/contract/markets';

const RISE = '#e02e24';
const FALL = '#14a44d';
const GRID = '#eef0f3';

/**
 * Daily candles (K线) over their volume, rises red and falls green (decision 030). Prices are yuan; volume
 * is in 手 with 万/亿 (the shared market formatter, decision 067) on its own pane and axis, so no volume
 * label lands among the prices and no price tick runs beside the volume bars. The TradingView attribution
 * logo stays on, as its licence asks.
 */
export default function CandleChartCanvas({ candles }: { candles: Candle[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#666b73',
        fontSize: 11,
        panes: { separatorColor: GRID, enableResize: false },
      },
      grid: { vertLines: { visible: false }, horzLines: { color: GRID } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, tickMarkFormatter: (time: Time) => String(time).slice(5) },
      localization: { locale: 'zh-CN', timeFormatter: (time: Time) => String(time) },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: RISE,
      downColor: FALL,
      borderUpColor: RISE,
      borderDownColor: FALL,
      wickUpColor: RISE,
      wickDownColor: FALL,
      priceFormat: { type: 'custom', formatter: (v: number) => fixed(v), minMove: 0.01 },
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
    // The built-in 'volume' format reads 373.06K; a Chinese quote screen reads 手 in 万/亿.
    const volume = chart.addSeries(
      HistogramSeries,
      {
        priceFormat: { type: 'custom', formatter: lots, minMove: 1 },
        lastValueVisible: false,
        priceLineVisible: false,
      },
      1,
    );
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
    volume.setData(
      candles.map((c) => ({
        time: c.day,
        value: c.volume,
        color: c.closeFen >= c.openFen ? 'rgba(224, 46, 36, 0.45)' : 'rgba(20, 164, 77, 0.45)',
      })),
    );
    const [prices, volumes] = chart.panes();
    prices?.setStretchFactor(3);
    volumes?.setStretchFactor(1);
    // About the last three months in view; earlier days scroll in.
    chart.timeScale().setVisibleLogicalRange({ from: Math.max(0, candles.length - 60), to: candles.length });
    return () => chart.remove();
  }, [candles]);
  return <div ref={box} style={{ width: '100%', height: 280 }} data-testid="candle-chart" />;
}
