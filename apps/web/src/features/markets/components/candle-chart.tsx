import { lazy, Suspense } from 'react';
import type { Candle } from '@app/contract/markets';

// lightweight-charts is large: it loads when a stock's sheet opens, not with the page.
const CandleChartCanvas = lazy(() => import('./candle-chart-canvas'));

/** A stock's daily K-line; its box keeps its height while the chart library loads. */
export function CandleChart({ candles }: { candles: Candle[] }) {
  return (
    <Suspense fallback={<div style={{ width: '100%', height: 280 }} />}>
      <CandleChartCanvas candles={candles} />
    </Suspense>
  );
}
