import type { MarketComparison } from '@app/contract';
import { routePath } from '@app/contract';
import { formatDate } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { downloadFile } from '../../lib/download';
import { json } from '../../test/render';
import { agency, privateUser } from '../../test/users';
import { property } from '../../test/properties';
import { marketComparison } from '../../components/market-comparison.fixture';
import { answerFor, bestListing, renderStatistics, requestsTo, series } from './test-utils';

vi.mock('../../lib/download', () => ({ downloadFile: vi.fn(async () => 'statistics.xlsx') }));

/** 21 November 2026, 10:00 UTC: 11:00 in Brussels. */
const NOW = new Date('2026-11-21T10:00:00Z');

let current: ReturnType<typeof renderStatistics> | null = null;
const start = (...args: Parameters<typeof renderStatistics>) => (current = renderStatistics(...args));
const search = () => current!.router.state.location.search;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  current?.unmount();
  current = null;
  vi.useRealTimers();
  vi.mocked(downloadFile).mockClear();
  applyLanguage('nl');
});

const ALL = routePath('statistics', 'en');
const pro = () => ({
  'GET my-statistics/pro': ({ query }: { query: URLSearchParams }) =>
    json(200, { data: { ...answerFor(query), listings: [bestListing()], listingCount: 182 } }),
});

describe('StatisticsPage: general', () => {
  it('asks a professional for the last 30 days by day, and shows the table with totals and best listings', async () => {
    start(agency, ALL, pro());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    expect(requestsTo(current!.api, 'my-statistics/pro')).toEqual([
      { filterStart: '2026-10-23', filterEnd: '2026-11-21', span: 'day' },
    ]);
    expect(requestsTo(current!.api, 'my-statistics')).toEqual([]);
    expect(screen.getByTestId('statistics-period')).toHaveTextContent(
      `From ${formatDate('2026-10-23', 'en')} to ${formatDate('2026-11-21', 'en')}`,
    );
    const totals = within(screen.getByTestId('statistics-totals'));
    expect(totals.getByText('Total')).toBeInTheDocument();
    expect(totals.getByText('200')).toBeInTheDocument();
    expect(totals.getByText('6')).toBeInTheDocument();
    const best = screen.getByRole('link', { name: 'Statistics of REF-7' });
    expect(best).toHaveAttribute('href', routePath('statistics', 'en', { vlanCode: 'ABC1234' }));
    expect(screen.getByTestId('statistics-listing-count')).toHaveTextContent(
      '182 listings online in this period.',
    );
    expect(screen.queryByTestId('statistics-empty')).toBeNull();
  });

  it('asks a private user for GET my-statistics, without best listings', async () => {
    start(privateUser, ALL, {
      'GET my-statistics': ({ query }) => json(200, { data: answerFor(query) }),
    });
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    expect(requestsTo(current!.api, 'my-statistics')).toHaveLength(1);
    expect(requestsTo(current!.api, 'my-statistics/pro')).toEqual([]);
    expect(screen.queryByTestId('statistics-best')).toBeNull();
  });

  it('asks for the preset chosen and keeps it in the URL', async () => {
    const user = userEvent.setup();
    start(agency, ALL, pro());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
    await waitFor(() =>
      expect(requestsTo(current!.api, 'my-statistics/pro').at(-1)).toEqual({
        filterStart: '2026-10-01',
        filterEnd: '2026-10-31',
        span: 'day',
      }),
    );
    expect(search()).toBe('?range=lastMonth');
    await waitFor(() =>
      expect(screen.getAllByTestId('statistics-row')[0]).toHaveAttribute('data-period', '2026-10-01'),
    );
  });

  it('asks for a custom range from the URL, and opens the picker on the range shown so far', async () => {
    start(agency, `${ALL}?range=custom&from=2026-01-05&to=2026-03-31`, pro());
    await waitFor(() =>
      expect(requestsTo(current!.api, 'my-statistics/pro')).toEqual([
        { filterStart: '2026-01-05', filterEnd: '2026-03-31', span: 'day' },
      ]),
    );
    expect(await screen.findByTestId('statistics-picker')).toBeInTheDocument();
  });

  it('prefills a custom range with the preset shown', async () => {
    const user = userEvent.setup();
    start(agency, `${ALL}?range=last7Days`, pro());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom period');
    expect(search()).toBe('?range=custom&from=2026-11-15&to=2026-11-21');
    expect(requestsTo(current!.api, 'my-statistics/pro').at(-1)).toEqual({
      filterStart: '2026-11-15',
      filterEnd: '2026-11-21',
      span: 'day',
    });
  });

  it('refuses a custom range longer than the contract allows, without asking the server', async () => {
    start(agency, `${ALL}?range=custom&from=2024-01-01&to=2026-03-31`, pro());
    expect(await screen.findByTestId('statistics-range-error')).toHaveTextContent(
      'Please choose a period of at most two years.',
    );
    expect(requestsTo(current!.api, 'my-statistics/pro')).toEqual([]);
  });

  it('switches the span to weeks and then months, labelling the periods', async () => {
    const user = userEvent.setup();
    start(agency, ALL, pro());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    await waitFor(() => expect(screen.getByText('week 47, 2026')).toBeInTheDocument());
    expect(requestsTo(current!.api, 'my-statistics/pro').at(-1)).toEqual({
      filterStart: '2026-10-23',
      filterEnd: '2026-11-21',
      span: 'week',
    });
    expect(search()).toBe('?span=week');
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(screen.getByText('November 2026')).toBeInTheDocument());
    expect(requestsTo(current!.api, 'my-statistics/pro').at(-1)?.span).toBe('month');
    // 23 October to 21 November cuts both months: they are marked, and the note says why.
    expect(screen.getByTestId('statistics-partial')).toHaveTextContent('* Partial period');
    // One quantity per chart: times shown, and requests.
    expect(screen.getByTestId('statistics-chart-reach')).toHaveTextContent('Times shown');
    expect(screen.getByTestId('statistics-chart-response')).toHaveTextContent('Requests');
  });

  it('says so when every figure is zero, and still shows the table of zeros', async () => {
    start(agency, ALL, {
      'GET my-statistics/pro': ({ query }) =>
        json(200, { data: { ...answerFor(query, 0), listings: [], listingCount: 0 } }),
    });
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent(
      'No views and no contacts in this period: every figure is zero.',
    );
    expect(screen.getAllByTestId('statistics-row')).toHaveLength(2);
    expect(screen.getByTestId('statistics-chart')).toBeInTheDocument();
  });

  it('shows a failure translated, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    start(agency, ALL, {
      'GET my-statistics/pro': ({ query }) =>
        fail
          ? json(500, { error: 'internal', messageKey: 'errors:generic' })
          : json(200, { data: { ...answerFor(query), listings: [], listingCount: 0 } }),
    });
    const alert = await screen.findByTestId('statistics-error', {}, { timeout: 10_000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
  });

  it('downloads the Excel file of the range and span shown', async () => {
    const user = userEvent.setup();
    start(agency, `${ALL}?range=thisMonth&span=week`, pro());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadFile).mock.calls[0]![0]).toBe(
      '/en/api/core/my-statistics/export?filterStart=2026-11-01&filterEnd=2026-11-21&span=week',
    );
  });
});

describe('StatisticsPage: one listing', () => {
  const listingHandlers = (market: MarketComparison | null = null) => ({
    'GET my-properties/7/market': () => json(200, { data: market }),
    'POST my-properties': () =>
      json(200, {
        data: [property({ id: 8, vlancode: 'ABC12345' }), property({ id: 7, vlancode: 'ABC1234' })],
        paging: { page: 1, pageSize: 100, total: 2, totalPages: 1 },
      }),
    'GET my-statistics/announcement/7/span/day': ({ query }: { query: URLSearchParams }) =>
      json(200, { data: { ...answerFor(query), listingId: 7, vlancode: 'ABC1234' } }),
  });

  it('finds the listing by its exact code, shows its header and asks for its series', async () => {
    start(agency, routePath('statistics', 'en', { vlanCode: 'ABC1234' }), listingHandlers());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    const [search] = current!.api.mock.calls.filter(([input]) => String(input).endsWith('/my-properties'));
    expect(JSON.parse(String(search![1]!.body))).toMatchObject({ q: 'ABC1234' });
    expect(requestsTo(current!.api, 'my-statistics/announcement/7/span/day')).toEqual([
      { filterStart: '2026-10-23', filterEnd: '2026-11-21' },
    ]);
    expect(screen.getByTestId('statistics-listing-reference')).toHaveTextContent('Listing REF-7');
    expect(screen.getByTestId('statistics-listing-address')).toHaveTextContent('Veldstraat 12, 9000 Gent');
    expect(requestsTo(current!.api, 'my-statistics/pro')).toEqual([]);
  });

  it('shows the listing against its similar listings, below its figures, once its code is in', async () => {
    start(
      agency,
      routePath('statistics', 'en', { vlanCode: 'ABC1234' }),
      listingHandlers(marketComparison()),
    );
    const section = await screen.findByRole('region', { name: 'Against similar listings' });
    expect(requestsTo(current!.api, 'my-properties/7/market')).toHaveLength(1);
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Against similar listings' }),
    ).toBeVisible();
    expect(within(section).getByTestId('market-comparison-verdict')).toHaveTextContent(
      'Fewer views than 3 of 4 similar listings',
    );
    expect(within(section).getByTestId('market-comparison-scope')).toHaveTextContent(
      'Compared with 12 similar listings within 10 km.',
    );
    const table = within(section).getByRole('table', { name: 'Against similar listings' });
    expect(within(table).getByRole('row', { name: /Price per m²/ })).toHaveTextContent(
      'Price per m²€ 2.846€ 2.500€ 2.100 – € 3.150',
    );
    expect(within(section).getByTestId('market-comparison-measured')).toHaveTextContent(
      'Measured on 5 Dec 2026.',
    );
    // After the listing's figures, in the page's order.
    const figures = screen.getByRole('heading', { level: 2, name: 'Figures' });
    expect(figures.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a listing not measured yet has no comparison', async () => {
    start(agency, routePath('statistics', 'en', { vlanCode: 'ABC1234' }), listingHandlers(null));
    expect(await screen.findByTestId('statistics-market-none')).toHaveTextContent(
      'Not compared with similar listings yet: a listing online is compared every night.',
    );
    expect(screen.queryByTestId('market-comparison')).toBeNull();
  });

  it("downloads that listing's Excel file", async () => {
    const user = userEvent.setup();
    start(agency, routePath('statistics', 'en', { vlanCode: 'ABC1234' }), listingHandlers());
    await waitFor(() => expect(screen.getAllByTestId('statistics-row')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadFile).mock.calls[0]![0]).toBe(
      '/en/api/core/my-statistics/export?filterStart=2026-10-23&filterEnd=2026-11-21&span=day&vlancode=ABC1234',
    );
  });

  it('says the listing is not found when no listing has that exact code', async () => {
    start(agency, routePath('statistics', 'en', { vlanCode: 'ZZZ999' }), listingHandlers());
    expect(await screen.findByTestId('statistics-listing-not-found')).toHaveTextContent(
      'You have no listing with code ZZZ999.',
    );
    expect(requestsTo(current!.api, 'my-statistics/announcement/7/span/day')).toEqual([]);
    expect(requestsTo(current!.api, 'my-properties/7/market')).toEqual([]);
  });
});

describe('StatisticsPage: Facebook', () => {
  it('shows the shares and each boost with its delivered views', async () => {
    start(agency, ALL, {
      ...pro(),
      'GET my-statistics/facebook': () =>
        json(200, {
          data: {
            shares: 14,
            boosts: [
              {
                orderId: 3,
                listingId: 7,
                vlancode: 'ABC1234',
                yourReference: 'REF-7',
                package: 'facebook-2500',
                orderedAt: '2026-10-02T08:00:00.000Z',
                viewsBought: 2500,
                viewsDelivered: 1250,
                clicks: 41,
              },
            ],
          },
        }),
    });
    expect(await screen.findByTestId('statistics-facebook-shares')).toHaveTextContent(
      'Your listings were shared 14 times on Facebook in the last 12 months.',
    );
    const row = within(screen.getByTestId('statistics-boost-row'));
    expect(row.getByText('Facebook boost, 2.500 views')).toBeInTheDocument();
    expect(row.getByText('1.250 of 2.500 views')).toBeInTheDocument();
    expect(row.getByRole('progressbar', { name: '1.250 of 2.500 views' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(row.getByText('41')).toBeInTheDocument();
  });
});

// `series` is part of the helpers' surface: keep its totals honest.
it('sums the totals of a series', () => {
  expect(series('2026-11-01', '2026-11-02', 'day', []).totals.contacts).toBe(0);
});
