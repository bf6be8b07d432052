import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Mantine's charts, loaded with the first chart a screen draws: the charts library (recharts) is
 * larger than the rest of the first load together (issue 14). Until it is in, an empty box of the
 * chart's size holds its place, so nothing below it moves.
 *
 * A chart is drawn once its box comes near the screen (or the page is printed). Drawing one is the
 * first load's longest work (recharts measures its labels in the page), and on a phone the
 * dashboard's chart is below the fold: it no longer holds up the screen above it.
 */
const library = () => import('./charts-library');
type Library = Awaited<ReturnType<typeof library>>;

// Mantine's own default when no height is given.
const DEFAULT_HEIGHT = 300;

interface Box {
  height: number | string;
}

function lazyChart<Props extends object>(
  pick: (charts: Library) => ComponentType<Props>,
  box: (props: Props) => Box,
) {
  const Chart = lazy(async () => ({ default: pick(await library()) }));
  return function LazyChart(props: Props) {
    const { height } = box(props);
    const { ref, near } = useNearScreen();
    const placeholder = <div ref={ref} style={{ height }} data-chart-placeholder="" />;
    return near ? (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
      </Suspense>
    ) : (
      placeholder
    );
  };
}

/** Whether the element has come within 200 pixels of the viewport, or the page is printed. */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (older browsers, jsdom) every chart is drawn at once, as before. The
  // server draws the placeholder, as the browser's first render does.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);
  return { ref, near };
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
