import { formatDate, formatNumber } from '@app/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json } from '../../test/render';
import { TEXT_FILTER_DELAY_MS } from '../../components/text-filter';
import { listBodies, paging, property, renderProperties } from './test-utils';

let current: ReturnType<typeof renderProperties> | null = null;
const start = (...args: Parameters<typeof renderProperties>) => (current = renderProperties(...args));

afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

const ROWS = [
  property({ id: 1, price: 250000 }),
  property({ id: 2, price: 1250, transactionType: 'rent', status: { id: 6, code: 'soldOrRented' } }),
  property({ id: 3, price: null, status: { id: 6, code: 'soldOrRented' } }),
  property({ id: 4, status: { id: 7, code: 'option' }, managedBy: 'Whise', softwareReference: 'WH-77' }),
];

const rows = () => screen.getAllByTestId('property-row');
/** The input of a labelled select (its list of options carries the same label). */
const field = (label: string) => {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
};
const search = () => current!.router.state.location.search;

describe('PropertiesPage', () => {
  it('shows each listing with money, status words, badge, dates and rating', async () => {
    start(() => ({ data: ROWS, paging: paging(4) }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [sale, rented, sold, managed] = rows().map((row) => within(row));

    expect(screen.getByRole('heading', { level: 1, name: 'My properties' })).toBeInTheDocument();
    expect(screen.getByTestId('properties-total')).toHaveTextContent('4 properties');
    expect(sale!.getByTestId('property-price')).toHaveTextContent('€ 250.000');
    expect(rented!.getByTestId('property-price')).toHaveTextContent('€ 1.250');
    expect(sold!.getByTestId('property-price')).toHaveTextContent('Price on request');

    expect(sale!.getByTestId('property-status')).toHaveTextContent('Published');
    expect(rented!.getByTestId('property-status')).toHaveTextContent('Rented');
    expect(sold!.getByTestId('property-status')).toHaveTextContent('Sold');
    expect(managed!.getByTestId('property-status')).toHaveTextContent('Option');

    expect(managed!.getByTestId('property-managed-by')).toHaveTextContent('Managed by Whise');
    expect(managed!.getByText('Software: WH-77')).toBeInTheDocument();
    expect(sale!.queryByTestId('property-managed-by')).toBeNull();
    expect(sale!.getByText('Veldstraat 12')).toBeInTheDocument();
    expect(sale!.getByText('9000 Gent')).toBeInTheDocument();
    expect(sale!.getByText(`Online: ${formatDate('2026-03-01', 'en')}`)).toBeInTheDocument();
    expect(sale!.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(sale!.getByText(formatNumber(1200, 'en'))).toBeInTheDocument();
  });

  it("shows each listing's photo, and names a listing without the owner's reference by what it is", async () => {
    start(() => ({
      data: [
        property({ id: 1, photoUrl: '/demo-photos/house-1.jpg' }),
        property({ id: 2, yourReference: null, propertyType: 'appartment', transactionType: 'rent' }),
      ],
      paging: paging(2),
    }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [agency, privateSeller] = rows().map((row) => within(row));
    expect(agency!.getByTestId('property-photo')).toHaveAttribute('src', '/demo-photos/house-1.jpg');
    expect(agency!.getByTestId('property-reference')).toHaveTextContent('REF-1');
    expect(agency!.getByTestId('property-kind')).toHaveTextContent('House · For sale');
    expect(privateSeller!.queryByTestId('property-photo')).toBeNull();
    expect(privateSeller!.getByTestId('property-reference')).toHaveTextContent('Apartment · For rent');
  });

  it('asks which listings of the page hold Best Of or Colour slots, and badges them', async () => {
    const current = start(() => ({ data: ROWS, paging: paging(4) }), '', {
      'POST my-properties/products': () =>
        json(200, {
          data: ROWS.map((row, index) => ({ listingId: row.id, bestOf: index === 0, color: index <= 1 })),
        }),
    });
    await waitFor(() => expect(rows()).toHaveLength(4));
    const [sale, rented, sold] = rows().map((row) => within(row));
    await waitFor(() => expect(sale!.getByTestId('property-slots')).toHaveTextContent('Best Of'));
    expect(sale!.getByTestId('property-slots')).toHaveTextContent('Background Colour');
    expect(rented!.getByTestId('property-slots')).not.toHaveTextContent('Best Of');
    expect(rented!.getByTestId('property-slots')).toHaveTextContent('Background Colour');
    expect(sold!.queryByTestId('property-slots')).toBeNull();
    const asked = current.api.mock.calls.find(([input]) => String(input).endsWith('/my-properties/products'));
    expect(JSON.parse(String(asked?.[1]?.body))).toEqual({ ids: ROWS.map((row) => row.id) });
  });

  it('sends the default filter, then each filter change on page 1 and in the URL', async () => {
    const user = userEvent.setup();
    start(() => ({ data: ROWS, paging: paging(45) }), '?page=2');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(listBodies(current!.api)[0]).toEqual({
      statusIds: [],
      transactionTypes: [],
      propertyTypes: [],
      sort: 'createdAt',
      direction: 'desc',
      page: 2,
    });

    await user.click(field('Status'));
    expect(screen.queryByRole('option', { name: 'Draft' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Sold / Rented' }));
    await waitFor(() => expect(listBodies(current!.api).at(-1)).toMatchObject({ statusIds: [6], page: 1 }));
    expect(search()).toBe('?status=6');

    await user.click(field('Transaction type'));
    await user.click(await screen.findByRole('option', { name: 'For rent' }));
    await waitFor(() =>
      expect(listBodies(current!.api).at(-1)).toMatchObject({ statusIds: [6], transactionTypes: ['rent'] }),
    );
    expect(search()).toBe('?status=6&transaction=rent');

    await user.click(field('Sort by'));
    await user.click(await screen.findByRole('option', { name: 'Price' }));
    await user.click(field('Order'));
    await user.click(await screen.findByRole('option', { name: 'Ascending' }));
    await waitFor(() =>
      expect(listBodies(current!.api).at(-1)).toMatchObject({ sort: 'price', direction: 'asc' }),
    );
    expect(search()).toBe('?status=6&transaction=rent&sort=price&dir=asc');

    // The back button returns to the previous view, and the list follows: from the answer it had
    // seconds ago (RENDERED_FRESH_MS), without asking again.
    const asked = listBodies(current!.api).length;
    await act(() => current!.router.navigate(-1));
    await waitFor(() => expect(search()).toBe('?status=6&transaction=rent&sort=price'));
    expect(listBodies(current!.api)).toContainEqual(
      expect.objectContaining({
        statusIds: [6],
        transactionTypes: ['rent'],
        sort: 'price',
        direction: 'desc',
      }),
    );
    expect(listBodies(current!.api)).toHaveLength(asked);

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(listBodies(current!.api).at(-1)).toMatchObject({ statusIds: [], transactionTypes: [] });
  });

  it('debounces the text search into one request and the URL', async () => {
    const user = userEvent.setup();
    start(() => ({ data: ROWS, paging: paging(4) }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    const before = listBodies(current!.api).length;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Gent');
    await waitFor(() => expect(listBodies(current!.api).at(-1)).toMatchObject({ q: 'Gent', page: 1 }), {
      timeout: TEXT_FILTER_DELAY_MS * 5,
    });
    expect(listBodies(current!.api)).toHaveLength(before + 1);
    expect(search()).toBe('?q=Gent');
  });

  it('asks page 2 from the pagination', async () => {
    const user = userEvent.setup();
    start(({ page = 1 }) => ({ data: [property({ id: page * 100 })], paging: paging(45, page) }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByTestId('properties-total')).toHaveTextContent('45 properties');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('REF-200')).toBeInTheDocument());
    expect(listBodies(current!.api).at(-1)).toMatchObject({ page: 2 });
    expect(search()).toBe('?page=2');
  });

  it('says so when nothing matches', async () => {
    start(() => ({ data: [], paging: paging(0) }), '?q=nothing');
    expect(await screen.findByTestId('properties-empty')).toHaveTextContent(
      'Your search returned no results',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nothing');
    expect(screen.queryByTestId('properties-pagination')).toBeNull();
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    start(() =>
      fail
        ? json(500, { error: 'internal', messageKey: 'errors:generic' })
        : { data: ROWS, paging: paging(4) },
    );
    const alert = await screen.findByTestId('properties-error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });
});
