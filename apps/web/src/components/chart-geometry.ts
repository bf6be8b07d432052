import { scaleLinear } from '@visx/scale';

/**
 * Where a chart's values and labels go, in fractions of its plot (0 at the left or the bottom, 1 at
 * the right or the top): the chart is laid out without knowing its width in pixels, so that the
 * server draws it as the browser does (decision 078).
 */
export interface ValueAxis {
  /** The value's height, 0 at the bottom of the plot, 1 at its top. */
  at: (value: number) => number;
  ticks: readonly number[];
}

/**
 * The value axis over the drawn values, with round ticks. Counts start at zero and tick in whole
 * numbers only (never 0.75 contacts); other quantities (a price) span their values, so that a change
 * of a few percent shows.
 */
export function valueAxis(values: readonly number[], { counts }: { counts: boolean }): ValueAxis {
  const finite = values.filter(Number.isFinite);
  const high = finite.length ? Math.max(...finite) : 0;
  const low = finite.length ? Math.min(...finite) : 0;
  const [from, to] = counts ? [0, Math.max(high, 1)] : low === high ? [low - 1, high + 1] : [low, high];
  const scale = scaleLinear<number>({ domain: [from, to], range: [0, 1], nice: 4 });
  const ticks = scale.ticks(4).filter((tick) => !counts || Number.isInteger(tick));
  return { at: (value) => scale(value), ticks };
}

/** The horizontal centre of each of `count` periods: bars sit in equal bands, a line's points span the plot. */
export function periodCentres(count: number, kind: 'bands' | 'points'): number[] {
  if (kind === 'bands') return Array.from({ length: count }, (_, index) => (index + 0.5) / count);
  if (count === 1) return [0.5];
  return Array.from({ length: count }, (_, index) => index / (count - 1));
}

/** The period under a pointer at `fraction` of the plot's width. */
export function periodAt(fraction: number, count: number, kind: 'bands' | 'points'): number {
  const index = kind === 'bands' ? Math.floor(fraction * count) : Math.round(fraction * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/**
 * Which period labels are written under a plot `width` pixels wide: every n-th, from the last (the
 * latest period, the one read first), so that labels of about `labelWidth` pixels do not touch.
 */
export function labelledPeriods(count: number, width: number, labelWidth: number): Set<number> {
  const room = Math.max(1, Math.floor(width / labelWidth));
  const step = Math.max(1, Math.ceil(count / room));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) shown.add(index);
  return shown;
}
