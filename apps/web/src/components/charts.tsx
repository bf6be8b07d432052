import type { BarChartProps, DonutChartProps, LineChartProps } from '@mantine/charts';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Mantine's charts, loaded with the first chart a screen draws: the charts library (recharts) is
 * larger than the rest of the first load together (issue 14). Until it is in, an empty box of the
 * chart's size holds its place, so nothing below it moves.
 */
const library = () => import('./charts-library');
type Library = Awaited<ReturnType<typeof library>>;

// Mantine's own defaults when no size is given.
const DEFAULT_HEIGHT = 300;
const DEFAULT_DONUT_SIZE = 160;

interface Box {
  height: number | string;
  width?: number;
}

function lazyChart<Props extends object>(
  pick: (charts: Library) => ComponentType<Props>,
  box: (props: Props) => Box,
) {
  const Chart = lazy(async () => ({ default: pick(await library()) }));
  return function LazyChart(props: Props) {
    const { height, width } = box(props);
    return (
      <Suspense fallback={<div style={{ height, width }} data-chart-placeholder="" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

const heightOf = (h: unknown) => (typeof h === 'number' || typeof h === 'string' ? h : DEFAULT_HEIGHT);

export const BarChart = lazyChart<BarChartProps>(
  (charts) => charts.BarChart,
  (props) => ({ height: heightOf(props.h) }),
);
export const LineChart = lazyChart<LineChartProps>(
  (charts) => charts.LineChart,
  (props) => ({ height: heightOf(props.h) }),
);
export const DonutChart = lazyChart<DonutChartProps>(
  (charts) => charts.DonutChart,
  ({ size = DEFAULT_DONUT_SIZE }) => ({ height: size, width: size }),
);
