import type { ActivityDay } from '@app/contract';
import { brusselsToday } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../lib/language';
import { mockApi, renderWithProviders } from '../../../test/render';
import { agency } from '../../../test/users';
import { ActivityChart } from './activity-chart';

let view: ReturnType<typeof renderWithProviders> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

/** Three days ending on `last`, the same figures each day. */
const daysEndingOn = (last: string): ActivityDay[] =>
  [2, 1, 0].map((back) => {
    const day = new Date(`${last}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - back);
    return {
      day: day.toISOString().slice(0, 10),
      searchAppearances: 120,
      detailViews: 12,
      mails: 2,
      phoneRequests: 1,
    };
  });

describe('the dashboard activity', () => {
  it('draws reach and responses as two charts, each with its own named quantity', async () => {
    applyLanguage('en');
    view = renderWithProviders(<ActivityChart activity={daysEndingOn('2026-11-20')} />, mockApi(agency));
    const chart = screen.getByTestId('dashboard-activity-chart');
    // Each chart: its quantity's name above it and on its value axis, its two series in its legend.
    const [reachTitle, reachAxis] = within(chart).getAllByText('Times shown');
    const [requestsTitle, requestsAxis] = within(chart).getAllByText('Requests');
    const reach = reachTitle!.parentElement!;
    const requests = requestsTitle!.parentElement!;
    expect(reach).toContainElement(reachAxis!);
    expect(requests).toContainElement(requestsAxis!);
    expect(reach).not.toBe(requests);
    expect(within(reach).getByText('In search results')).toBeInTheDocument();
    expect(within(reach).getByText('Detail views')).toBeInTheDocument();
    expect(within(requests).getByText('E-mails')).toBeInTheDocument();
    expect(within(requests).getByText('Phone requests')).toBeInTheDocument();
    // The days are over: all of them are drawn, with no note.
    expect(screen.queryByText(/the day is still going/)).toBeNull();
  });

  it('leaves today, which has only begun, out of the charts and says so; the table keeps it', async () => {
    applyLanguage('nl');
    const today = brusselsToday();
    view = renderWithProviders(<ActivityChart activity={daysEndingOn(today)} />, mockApi(agency));
    expect(screen.getByText('Grafieken zonder vandaag: de dag is nog bezig.')).toBeInTheDocument();
    expect(
      screen.getByTestId('dashboard-activity-table').querySelector(`[data-day="${today}"]`),
    ).not.toBeNull();
  });
});
