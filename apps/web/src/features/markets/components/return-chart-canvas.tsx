import { useEffect, useRef } from 'react';
import {
  BaselineSeries,
  ColorType,
  createChart,
  LineSeries,
  type IChartApi,
  type Time,
} from 'lightweight-charts';
import { signedPercent } from '@app/client-core/format/market';
import type { ChartPoint } from '@app/contract/markets';

export interface ReturnChartProps {
  portfolio: ChartPoint[];
  benchmark: ChartPoint[];
  portfolioLabel: string;
  benchmarkLabel: string;
}

const RISE = '#e02e24';
const FALL = '#14a44d';
const pad = (n: number) => String(n).padStart(2, '0');
/** Days are given as 'YYYY-MM-DD' strings, which the library hands back as business days. */
function fullDay(time: Time): string {
  if (typeof time === 'string') return time;
  if (typeof time === 'number') return new Date(time * 1000).toISOString().slice(0, 10);
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}
const monthDay = (time: Time) => fullDay(time).slice(5);
const toSeries = (points: ChartPoint[]) => points.map((p) => ({ time: p.day, value: p.ratio * 100 }));

/**
 * The return curve (%) of a portfolio against the benchmark, on a canvas (lightweight-charts, decision
 * 030). The portfolio is a baseline series at 0%: red above, green below; the benchmark a grey line.
 * TradingView's attribution logo stays on, as its licence asks.
 */
export default function ReturnChartCanvas({
  portfolio,
  benchmark,
  portfolioLabel,
  benchmarkLabel,
}: ReturnChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const instance = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: '#666b73',
        fontSize: 11,
        attributionLogo: true,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: '#eef0f3' } },
      rightPriceScale: { borderVisible: false },
      timeScale: {
        borderVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
        tickMarkFormatter: (time: Time) => monthDay(time),
      },
      localization: {
        locale: 'zh-CN',
        priceFormatter: signedPercent,
        timeFormatter: (time: Time) => fullDay(time),
      },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = instance;
    return () => {
      chart.current = null;
      instance.remove();
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const bench = instance.addSeries(LineSeries, {
      color: '#9aa0a8',
      lineWidth: 2,
      title: benchmarkLabel,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    bench.setData(toSeries(benchmark));
    const own = instance.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: 0 },
      topLineColor: RISE,
      topFillColor1: 'rgba(224, 46, 36, 0.18)',
      topFillColor2: 'rgba(224, 46, 36, 0.02)',
      bottomLineColor: FALL,
      bottomFillColor1: 'rgba(20, 164, 77, 0.02)',
      bottomFillColor2: 'rgba(20, 164, 77, 0.18)',
      lineWidth: 2,
      title: portfolioLabel,
      priceLineVisible: false,
    });
    own.setData(toSeries(portfolio));
    instance.timeScale().fitContent();
    return () => {
      // On unmount the chart (and its series) is already gone: the first effect's cleanup ran before this one.
      if (chart.current !== instance) return;
      instance.removeSeries(bench);
      instance.removeSeries(own);
    };
  }, [portfolio, benchmark, portfolioLabel, benchmarkLabel]);

  return <div ref={box} style={{ width: '100%', height: 220 }} data-testid="return-chart" />;
}
