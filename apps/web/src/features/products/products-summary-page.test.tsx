import type { UserProduct } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { agency } from '../../test/users';
import { ProductsSummaryPage } from './products-summary-page';

const PRODUCTS: UserProduct[] = [
  {
    code: 'bestOf',
    activation: 1,
    pack: 'gold',
    startDate: '2026-09-26',
    endDate: '2027-09-26',
    slots: 25,
    selection: 'AUTO',
    used: 20,
    monthlyPrice: 124,
    credits: null,
  },
  {
    code: 'wallpaper',
    activation: 5,
    pack: null,
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    slots: null,
    selection: null,
    used: null,
    monthlyPrice: 62,
    credits: null,
  },
];

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

function start() {
  applyLanguage('en');
  const bodies: unknown[] = [];
  const api = mockApi(agency, {
    'GET my-products': () => json(200, { data: PRODUCTS }),
    'POST my-products/information': ({ body }) => {
      bodies.push(body);
      const { product } = body as { product: UserProduct['code'] };
      return json(200, {
        data: {
          code: product,
          activation: 4,
          pack: null,
          startDate: '2026-11-25',
          endDate: null,
          slots: null,
          selection: null,
          used: null,
          monthlyPrice: null,
          credits: null,
        },
      });
    },
  });
  current = renderApp('/en/my-profile/products/overview', api, [
    { path: '*', element: <ProductsSummaryPage /> },
  ]);
  return { bodies };
}
const row = (code: string) =>
  screen.getAllByTestId('products-row').find((item) => item.dataset.product === code)!;

describe('ProductsSummaryPage', () => {
  it('lists every product with its state, pack, period, slots and monthly price, and the packs', async () => {
    start();
    await waitFor(() => expect(screen.getAllByTestId('products-row')).toHaveLength(9));
    const bestOf = within(row('bestOf'));
    expect(bestOf.getByTestId('products-state')).toHaveTextContent('Active');
    expect(bestOf.getByText('Pack Gold')).toBeInTheDocument();
    expect(bestOf.getByText('20 of 25 slots used')).toBeInTheDocument();
    expect(bestOf.getByText('€ 124 per month')).toBeInTheDocument();
    expect(bestOf.getByRole('link', { name: 'Best Of' })).toHaveAttribute(
      'href',
      '/en/my-profile/products/bestof',
    );
    expect(bestOf.queryByTestId('products-ask')).toBeNull();
    expect(within(row('wallpaper')).getByTestId('products-state')).toHaveTextContent('Expired');
    expect(within(row('propertyAdvisor')).getByTestId('products-state')).toHaveTextContent('Not active');
    const packs = screen.getAllByTestId('products-pack');
    expect(packs.map((pack) => pack.dataset.pack)).toEqual(['starter', 'gold']);
    expect(within(packs[0]!).getByText('€ 62 per month')).toBeInTheDocument();
    expect(within(packs[1]!).getByText('Your pack')).toBeInTheDocument();
    expect(within(packs[1]!).getByText('25 Best Of slots')).toBeInTheDocument();
  });

  it('asks for information only with the terms accepted, then shows the new state', async () => {
    const { bodies } = start();
    await waitFor(() => expect(screen.getAllByTestId('products-row')).toHaveLength(9));
    await userEvent.click(within(row('propertyAdvisor')).getByTestId('products-ask'));
    await userEvent.type(await screen.findByTestId('information-remarks'), 'For 40 listings');
    await userEvent.click(screen.getByTestId('information-send'));
    expect(await screen.findByText('Please tick this box to continue.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByTestId('information-terms'));
    await userEvent.click(screen.getByTestId('information-send'));
    await waitFor(() =>
      expect(bodies).toEqual([
        { product: 'propertyAdvisor', remarks: 'For 40 listings', termsAccepted: true },
      ]),
    );
    expect(await screen.findByTestId('products-notification-success')).toHaveTextContent(
      'Your request about Property Advisor was sent',
    );
    expect(within(row('propertyAdvisor')).getByTestId('products-state')).toHaveTextContent(
      'Information requested',
    );
    expect(within(row('propertyAdvisor')).queryByTestId('products-ask')).toBeNull();
  });
});
