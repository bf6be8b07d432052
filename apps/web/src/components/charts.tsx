import { curveMonotoneX } from '@visx/curve';
import { LinePath } from '@visx/shape';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { ScreenAssumption } from '../lib/use-media-query';
import { themeColor } from '../lib/theme-color';
import { labelledPeriods, periodAt, periodCentres, valueAxis } from './chart-geometry';
import classes from './charts.module.css';

export interface ChartSeries {
  /** The data's key for this series' values. */
  name: string;
  label: string;
  /** A theme colour such as `teal.8`. */
  color: string;
  strokeDasharray?: string;
}

export interface ChartProps {
  /** The chart's height in pixels, its period labels included. */
  h: number;
  data: readonly Record<string, unknown>[];
  /** The data's key for each period's label. */
  dataKey: string;
  series: readonly ChartSeries[];
  /** The value axis's name: the quantity drawn. */
  yAxisLabel: string;
  valueFormatter: (value: number) => string;
  /** Counts start at zero and tick in whole numbers; other quantities span their values. */
  counts?: boolean;
  /** The width of the value axis's labels, in pixels. */
  yAxisWidth?: number;
  'data-testid'?: string;
}

// The plot's drawing units: the plot is stretched to its box, so only ratios matter.
const SIZE = 1000;
// A period label's character is at most this wide at the labels' size, in pixels, and two labels
// keep this much room between them: an estimate, so that nothing is measured.
const CHARACTER_WIDTH = 7;
const LABEL_GAP = 16;
const ASSUMED_WIDTH = { desktop: 480, phone: 260 };

/** A period label is centred under its period; at a line's ends, it stays within the plot. */
const shift = (centre: number) =>
  centre === 0 ? 'none' : centre === 1 ? 'translateX(-100%)' : 'translateX(-50%)';

const valueOf = (row: Record<string, unknown>, key: string) => {
  const value = row[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The plot's width in pixels once the browser has laid it out; the screen's assumption before. */
function usePlotWidth() {
  const { desktop } = useContext(ScreenAssumption);
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(desktop ? ASSUMED_WIDTH.desktop : ASSUMED_WIDTH.phone);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A chart of counts or amounts per period, drawn as SVG and HTML without measuring text, so that the
 * server draws it with the page and taking it over costs the browser little (decision 078). The plot
 * is an SVG stretched to its box, its lines kept at their width; the axes' labels are HTML placed in
 * percent of the plot. Pointing at a period shows its figures; the chart itself is a picture, and
 * each screen gives the same figures in a table for assistive technology.
 */
function Chart({
  kind,
  h,
  data,
  dataKey,
  series,
  yAxisLabel,
  valueFormatter,
  counts = true,
  yAxisWidth = 56,
  draw,
  'data-testid': testId,
}: ChartProps & {
  kind: 'bands' | 'points';
  draw: (geometry: { centres: number[]; y: (value: number) => number }) => ReactNode;
}) {
  const { ref, width } = usePlotWidth();
  const [active, setActive] = useState<number | null>(null);
  const values = data.flatMap((row) => series.map(({ name }) => valueOf(row, name) ?? Number.NaN));
  const axis = valueAxis(values, { counts });
  const centres = periodCentres(data.length, kind);
  const longest = Math.max(0, ...data.map((row) => String(row[dataKey] ?? '').length));
  const labelled = labelledPeriods(data.length, width, longest * CHARACTER_WIDTH + LABEL_GAP);
  const y = (value: number) => (1 - axis.at(value)) * SIZE;
  const point = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && data.length > 0)
      setActive(periodAt((event.clientX - box.left) / box.width, data.length, kind));
  };
  const activeRow = active === null ? undefined : data[active];
  const showing = active !== null;
  // A finger lifted leaves the plot (pointerleave follows pointerup): the figures stay until the next
  // touch or click elsewhere, so that they can be read.
  useEffect(() => {
    if (!showing) return;
    const away = (event: PointerEvent) => {
      if (!(event.target instanceof Node && ref.current?.contains(event.target))) setActive(null);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [showing, ref]);

  return (
    <div
      className={classes.chart}
      style={{ height: h, gridTemplateColumns: `1.25rem ${yAxisWidth}px minmax(0, 1fr)` }}
      data-testid={testId}
      data-chart-kind={kind === 'bands' ? 'bar' : 'line'}
    >
      <div className={classes.axisName}>{yAxisLabel}</div>
      <div className={classes.valueLabels}>
        {axis.ticks.map((tick) => (
          <span key={tick} style={{ bottom: `${axis.at(tick) * 100}%` }} data-tick="">
            {valueFormatter(tick)}
          </span>
        ))}
      </div>
      <div
        ref={ref}
        className={classes.plot}
        onPointerMove={point}
        onPointerDown={point}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') setActive(null);
        }}
      >
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} preserveAspectRatio="none" className={classes.svg}>
          {axis.ticks.map((tick) => (
            <line key={tick} x1={0} x2={SIZE} y1={y(tick)} y2={y(tick)} className={classes.grid} />
          ))}
          {draw({ centres: centres.map((centre) => centre * SIZE), y })}
        </svg>
        {active !== null && activeRow ? (
          <>
            <div className={classes.guide} style={{ left: `${centres[active]! * 100}%` }} />
            <div
              className={classes.tooltip}
              // Slid along by as much of its width as the period is along the plot: it stays inside.
              style={{
                left: `${centres[active]! * 100}%`,
                transform: `translateX(${-centres[active]! * 100}%)`,
              }}
              data-testid="chart-tooltip"
            >
              <div className={classes.tooltipTitle}>{String(activeRow[dataKey] ?? '')}</div>
              {series.map(({ name, label, color }) => {
                const value = valueOf(activeRow, name);
                return (
                  <div key={name} className={classes.tooltipRow}>
                    <span className={classes.swatch} style={{ background: themeColor(color) }} />
                    <span>{label}</span>
                    <span className={classes.tooltipValue}>
                      {value === null ? '–' : valueFormatter(value)}
                    </span>
                  </div>
                );
              })}
            </div>
          </>
        ) : null}
      </div>
      <div className={classes.periodLabels}>
        {data.map((row, index) =>
          labelled.has(index) ? (
            <span
              key={index}
              style={{ left: `${centres[index]! * 100}%`, transform: shift(centres[index]!) }}
            >
              {String(row[dataKey] ?? '')}
            </span>
          ) : null,
        )}
      </div>
    </div>
  );
}

/** Bars side by side per period, one colour per series. */
export function BarChart(props: ChartProps) {
  const { data, series } = props;
  return (
    <Chart
      {...props}
      kind="bands"
      draw={({ centres, y }) => {
        const band = SIZE / Math.max(data.length, 1);
        const bar = (band * 0.7) / Math.max(series.length, 1);
        return series.map(({ name, color }, seriesIndex) => (
          <g key={name} fill={themeColor(color)}>
            {data.map((row, index) => {
              const value = valueOf(row, name);
              if (value === null) return null;
              const top = Math.min(y(value), y(0));
              return (
                <rect
                  key={index}
                  x={centres[index]! - band * 0.35 + seriesIndex * bar}
                  width={bar}
                  y={top}
                  height={Math.abs(y(0) - y(value))}
                />
              );
            })}
          </g>
        ));
      }}
    />
  );
}

/** A line per series through its periods, with a dot on each when `withDots` (few periods). */
export function LineChart({ withDots = true, ...props }: ChartProps & { withDots?: boolean }) {
  const { data, series } = props;
  return (
    <Chart
      {...props}
      kind="points"
      draw={({ centres, y }) =>
        series.map(({ name, color, strokeDasharray }) => {
          const points = data.flatMap((row, index) => {
            const value = valueOf(row, name);
            return value === null ? [] : [{ x: centres[index]!, y: y(value) }];
          });
          return (
            <g key={name} stroke={themeColor(color)} fill="none" className={classes.series}>
              <LinePath
                data={points}
                x={(point) => point.x}
                y={(point) => point.y}
                curve={curveMonotoneX}
                strokeWidth={2}
                strokeDasharray={strokeDasharray}
              />
              {withDots
                ? points.map((point, index) => (
                    <path key={index} d={`M${point.x} ${point.y}h0`} className={classes.dot} />
                  ))
                : null}
            </g>
          );
        })
      }
    />
  );
}
