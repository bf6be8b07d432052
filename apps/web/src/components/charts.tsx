import type { BarChartProps, DonutChartProps, LineChartProps } from '@mantine/charts';
import { lazy, Suspense } from 'react';

/**
 * Mantine's charts, loaded with the first chart a screen draws: the charts library (recharts) is
 * larger than the rest of the first load together (issue 14). Until it is in, an empty box of the
 * chart's size holds its place, so nothing below it moves.
 */
const library = () => import('./charts-library');
const LazyBarChart = lazy(async () => ({ default: (await library()).BarChart }));
const LazyDonutChart = lazy(async () => ({ default: (await library()).DonutChart }));
const LazyLineChart = lazy(async () => ({ default: (await library()).LineChart }));

// Mantine's own defaults when no size is given.
const DEFAULT_HEIGHT = 300;
const DEFAULT_DONUT_SIZE = 160;

const Placeholder = ({ height, width }: { height: number | string; width?: number }) => (
  <div style={{ height, width }} data-chart-placeholder="" />
);

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Placeholder height={(props.h as number | string) ?? DEFAULT_HEIGHT} />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Placeholder height={(props.h as number | string) ?? DEFAULT_HEIGHT} />}>
      <LazyLineChart {...props} />
    </Suspense>
  );
}

export function DonutChart(props: DonutChartProps) {
  const size = props.size ?? DEFAULT_DONUT_SIZE;
  return (
    <Suspense fallback={<Placeholder height={size} width={size} />}>
      <LazyDonutChart {...props} />
    </Suspense>
  );
}
