import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart, LineChart } from './charts';

const data = [
  { day: 'ma', views: 3, mails: 1 },
  { day: 'di', views: 0, mails: 2 },
  { day: 'wo', views: 5, mails: 0 },
];
const series = [
  { name: 'views', label: 'Views', color: 'blue.6' },
  { name: 'mails', label: 'E-mails', color: 'teal.8' },
];
const props = {
  h: 200,
  data,
  dataKey: 'day',
  series,
  yAxisLabel: 'Times shown',
  valueFormatter: (value: number) => `#${value}`,
};

describe('a chart', () => {
  it('is drawn by the server whole: its axis name, whole-number ticks, periods and a line per series', () => {
    const html = renderToString(<LineChart {...props} data-testid="chart" />);
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const chart = dom.querySelector('[data-testid="chart"]')!;
    expect(chart.textContent).toContain('Times shown');
    const ticks = [...chart.querySelectorAll('[data-tick]')].map((tick) => tick.textContent);
    expect(ticks[0]).toBe('#0');
    expect(ticks.every((tick) => /^#\d+$/.test(tick ?? ''))).toBe(true);
    expect(chart.textContent).toContain('ma');
    expect(chart.textContent).toContain('wo');
    // One line and three dots per series.
    expect(chart.querySelectorAll('svg g path')).toHaveLength(2 * 4);
  });

  it('draws a bar per series and period, none for a missing value, and none below the axis', () => {
    const { container } = render(
      <BarChart {...props} data={[...data, { day: 'do', views: 2 }]} data-testid="chart" />,
    );
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(4 + 3);
    for (const bar of bars) expect(Number(bar.getAttribute('height'))).toBeGreaterThanOrEqual(0);
    // The highest bar (5 views) is the tallest.
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(Number(bars[2]!.getAttribute('height')));
  });

  it("shows a period's figures where it is pointed at, and hides them when the pointer leaves", () => {
    const { container } = render(<BarChart {...props} />);
    const plot = container.querySelector('svg')!.parentElement!;
    plot.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 150 }) as DOMRect;
    fireEvent.pointerMove(plot, { clientX: 150 });
    const tooltip = screen.getByTestId('chart-tooltip');
    expect(tooltip).toHaveTextContent('di');
    expect(tooltip).toHaveTextContent('Views#0');
    expect(tooltip).toHaveTextContent('E-mails#2');
    fireEvent.pointerLeave(plot);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('keeps the figures a finger touched after it lifts, until a touch elsewhere', () => {
    const { container } = render(
      <div>
        <BarChart {...props} />
        <button type="button">elsewhere</button>
      </div>,
    );
    const plot = container.querySelector('svg')!.parentElement!;
    plot.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 150 }) as DOMRect;
    fireEvent.pointerDown(plot, { clientX: 250, pointerType: 'touch' });
    fireEvent.pointerUp(plot, { clientX: 250, pointerType: 'touch' });
    fireEvent.pointerLeave(plot, { pointerType: 'touch' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('wo');
    fireEvent.pointerDown(plot, { clientX: 10, pointerType: 'touch' });
    expect(screen.getByTestId('chart-tooltip')).toHaveTextContent('ma');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }), { pointerType: 'touch' });
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });
});
