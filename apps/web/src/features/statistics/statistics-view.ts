import type { Span, StatisticsPreset } from '@app/contract';
import { SPANS, STATISTICS_PRESETS, presetRange, statisticsRangeProblem } from '@app/contract';

/**
 * What the statistics screen shows, as it lives in the URL query string (a view can be shared and the
 * back button restores it): a preset range or a custom one, the span and the chart type. Unknown
 * values fall back to the defaults, so a hand-edited link never ends in a 400.
 */
export const CHART_TYPES = ['line', 'bar'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export type RangeChoice = StatisticsPreset | 'custom';

export interface StatisticsView {
  range: RangeChoice;
  /** Only for `custom`: YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  span: Span;
  chart: ChartType;
}

export const DEFAULT_VIEW: StatisticsView = {
  range: 'last30Days',
  from: '',
  to: '',
  span: 'day',
  chart: 'line',
};

export const PARAM = { range: 'range', from: 'from', to: 'to', span: 'span', chart: 'chart' } as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): value is T =>
  value !== null && (allowed as readonly string[]).includes(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

export function readView(params: URLSearchParams): StatisticsView {
  const range = params.get(PARAM.range);
  const span = params.get(PARAM.span);
  const chart = params.get(PARAM.chart);
  const custom = range === 'custom';
  return {
    range: custom ? 'custom' : oneOf(STATISTICS_PRESETS, range) ? range : DEFAULT_VIEW.range,
    from: custom ? day(params.get(PARAM.from)) : '',
    to: custom ? day(params.get(PARAM.to)) : '',
    span: oneOf(SPANS, span) ? span : DEFAULT_VIEW.span,
    chart: oneOf(CHART_TYPES, chart) ? chart : DEFAULT_VIEW.chart,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeView(view: StatisticsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.range !== DEFAULT_VIEW.range) params.set(PARAM.range, view.range);
  if (view.range === 'custom') {
    if (view.from) params.set(PARAM.from, view.from);
    if (view.to) params.set(PARAM.to, view.to);
  }
  if (view.span !== DEFAULT_VIEW.span) params.set(PARAM.span, view.span);
  if (view.chart !== DEFAULT_VIEW.chart) params.set(PARAM.chart, view.chart);
  return params;
}

export interface StatisticsRange {
  filterStart: string;
  filterEnd: string;
}

/**
 * The range a view asks for on `today` (Europe/Brussels), checked with the contract's rules; a custom
 * range without both days, reversed or too long answers the message key to show instead.
 */
export function rangeOf(
  view: StatisticsView,
  today: string,
): { range: StatisticsRange; error: null } | { range: null; error: string | null } {
  if (view.range !== 'custom') return { range: presetRange(view.range, today), error: null };
  if (!view.from || !view.to) return { range: null, error: null };
  const error = statisticsRangeProblem(view.from, view.to);
  if (error) return { range: null, error };
  return { range: { filterStart: view.from, filterEnd: view.to }, error: null };
}
