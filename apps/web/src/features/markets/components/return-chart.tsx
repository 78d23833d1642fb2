import { lazy, Suspense } from 'react';
import type { ReturnChartProps } from './return-chart-canvas';

// lightweight-charts is large and drawn below the race's header: it loads after the page shows.
const ReturnChartCanvas = lazy(() => import('./return-chart-canvas'));

/** The return curve of a portfolio against the benchmark; its box keeps its height while it loads. */
export function ReturnChart(props: ReturnChartProps) {
  return (
    <Suspense fallback={<div style={{ width: '100%', height: 220 }} />}>
      <ReturnChartCanvas {...props} />
    </Suspense>
  );
}
