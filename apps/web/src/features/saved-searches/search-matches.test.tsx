import type { SearchMatch } from '@app/contract';
import { formatMoney } from '@app/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { callsOf, json, mockApi, renderApp } from '../../test/render';
import { savedSearch } from '../../test/saved-searches';
import { privateUser } from '../../test/users';
import { SavedSearchesPage } from './saved-searches-page';

const match = (id: number, overrides: Partial<SearchMatch> = {}): SearchMatch => ({
  id,
  transactionType: 'sale',
  propertyType: 'house',
  price: 350_000 + id,
  city: 'Gent',
  zipcode: '9000',
  livableSurface: 160,
  bedrooms: 3,
  photoUrl: null,
  url: `https://www.example.be/en/listing/GNT${id}`,
  publishedAt: '2026-10-02T09:00:00.000Z',
  isNew: true,
  ...overrides,
});
const pageOf = (items: SearchMatch[], total = items.length) =>
  json(200, {
    data: items,
    paging: { page: 1, pageSize: 10, total, totalPages: Math.ceil(total / 10) },
  });

const NEW = [match(11), match(12), match(13)];
const OLD = Array.from({ length: 7 }, (_, index) => match(20 + index, { isNew: false }));

let current: ReturnType<typeof renderApp> | null = null;
function start(
  search = savedSearch(1),
  matches: Handler = ({ query }) =>
    query.get('new') === '1' ? pageOf(NEW) : pageOf([...NEW, ...OLD], search.totalMatches),
) {
  applyLanguage('en');
  const api = mockApi(privateUser, {
    'GET my-saved-searches': () =>
      json(200, { data: [search], paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 } }),
    [`GET my-saved-searches/${search.id}/matches`]: matches,
  });
  current = renderApp('/en/my-profile/my-saved-searches', api, [
    { path: '*', element: <SavedSearchesPage /> },
  ]);
  return api;
}
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const matchCalls = (api: ReturnType<typeof mockApi>) =>
  callsOf(api)
    .filter((call) => call.includes('/matches'))
    .map((call) => new URL(call.split(' ')[1]!, 'http://localhost').searchParams.toString());
const dialog = () => screen.findByRole('dialog', { name: 'Huis in Gent 1' });
const rows = (within_: ReturnType<typeof within>) => within_.queryAllByTestId('search-match');

describe("a saved search's matches", () => {
  it('opens from the new count on the new matches, then switches to all of them', async () => {
    const user = userEvent.setup();
    const api = start();
    await user.click(
      await screen.findByRole('button', { name: /^3 new in 3 days for the search Huis in Gent 1/ }),
    );
    const modal = within(await dialog());
    await waitFor(() => expect(rows(modal)).toHaveLength(3));
    expect(modal.getByRole('radio', { name: 'New (3)' })).toBeChecked();
    expect(modal.getAllByTestId('search-match-new')).toHaveLength(3);
    expect(matchCalls(api)).toEqual(['page=1&pageSize=10&new=1']);

    await user.click(modal.getByRole('radio', { name: 'All (42)' }));
    await waitFor(() => expect(rows(modal)).toHaveLength(10));
    expect(modal.getAllByTestId('search-match-new')).toHaveLength(3);
    expect(matchCalls(api)).toEqual(['page=1&pageSize=10&new=1', 'page=1&pageSize=10']);
    expect(modal.getByRole('navigation', { name: 'Pages of matching properties' })).toBeInTheDocument();
  });

  it('shows each match in words and links it to the portal, named after the listing', async () => {
    const user = userEvent.setup();
    start();
    await user.click(
      await screen.findByRole('button', { name: /^42 properties for the search Huis in Gent 1/ }),
    );
    const modal = within(await dialog());
    expect(modal.getByRole('radio', { name: 'All (42)' })).toBeChecked();
    await waitFor(() => expect(rows(modal)).toHaveLength(10));
    const first = within(rows(modal)[0]!);
    expect(first.getByTestId('search-match-kind')).toHaveTextContent('House · For sale');
    expect(first.getByText('9000 Gent')).toBeInTheDocument();
    expect(first.getByText('160 m² · 3 bedrooms')).toBeInTheDocument();
    const price = formatMoney(350_011);
    expect(first.getByTestId('search-match-price').textContent).toBe(price);
    const link = first.getByRole('link', {
      name: `View on the portal: House · For sale, 9000 Gent, ${price}`,
    });
    expect(link).toHaveAttribute('href', 'https://www.example.be/en/listing/GNT11');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(/^View on the portal$/);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    start(savedSearch(1, { totalMatches: 2, newMatches: 0 }), () => pageOf([]));
    expect(await screen.findByTestId('saved-search-new-matches')).toHaveTextContent('nothing new in 3 days');
    // Nothing to open behind a count of 0.
    expect(screen.queryByRole('button', { name: /nothing new/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^2 properties for the search/ }));
    const modal = within(await dialog());
    expect(await modal.findByTestId('search-matches-empty')).toHaveTextContent(
      'No property matches this search at the moment.',
    );
    await user.click(modal.getByRole('radio', { name: 'New (0)' }));
    expect(await modal.findByText(/^Nothing new in the last 3 days/)).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    start(savedSearch(1), () => json(500, { error: 'internal', messageKey: 'errors:internal' }));
    await user.click(await screen.findByRole('button', { name: /^42 properties/ }));
    const modal = within(await dialog());
    expect(await modal.findByTestId('search-matches-error')).toHaveTextContent('Try again');
  });

  it('gives the focus back to the count that opened it when it closes', async () => {
    const user = userEvent.setup();
    start();
    const opener = await screen.findByRole('button', { name: /^3 new in 3 days/ });
    await user.click(opener);
    const modal = within(await dialog());
    await user.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
