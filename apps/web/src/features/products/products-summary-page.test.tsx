import type { FixedPriceState, Order, UserProduct } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARDS_QUERY } from '../../lib/cards-layout';
import { stubMatchMedia } from '../../test/media';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { agencyProfile, profileQuery } from '../../test/profiles';
import { productOrder, userProduct } from '../../test/products';
import { agency } from '../../test/users';
import { ProductsSummaryPage } from './products-summary-page';

const PRODUCTS: UserProduct[] = [
  userProduct(),
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

const NO_CONTRACT: FixedPriceState = { contract: null, onlineListings: 12, aboveQuota: 0, overrunPerDay: 0 };

const PLACED = productOrder(900);

function start(fixedPrice: FixedPriceState = NO_CONTRACT, orders: Order[] = []) {
  applyLanguage('en');
  const bodies: unknown[] = [];
  const api = mockApi(agency, {
    'GET my-products': () => json(200, { data: PRODUCTS }),
    'GET my-products/fixed-price': () => json(200, { data: fixedPrice }),
    'GET my-products/orders': () => json(200, { data: orders }),
    'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
    'POST my-products/order': ({ body }) => {
      bodies.push(body);
      return json(200, { data: PLACED });
    },
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
    { path: '*', element: <ProductsSummaryPage profileQuery={profileQuery} /> },
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
    // The pack's price is said once, on its card, not again on each of its four products.
    expect(bestOf.getByText('In the pack')).toBeInTheDocument();
    expect(bestOf.queryByText('€ 124 per month')).toBeNull();
    expect(within(row('wallpaper')).getByText('€ 62 per month')).toBeInTheDocument();
    expect(bestOf.getByRole('link', { name: 'Best Of' })).toHaveAttribute(
      'href',
      '/en/my-profile/products/bestof',
    );
    expect(bestOf.queryByTestId('products-ask')).toBeNull();
    expect(within(row('wallpaper')).getByTestId('products-state')).toHaveTextContent('Expired');
    expect(within(row('propertyAdvisor')).getByTestId('products-state')).toHaveTextContent('Not active');
    // Every product with a screen of its own links to it, held or not (seven of the nine).
    const links = screen
      .getAllByTestId('products-row')
      .filter((item) => within(item).queryByRole('link'))
      .map((item) => [item.dataset.product, within(item).getByRole('link').getAttribute('href')]);
    expect(links).toEqual([
      ['bestOf', '/en/my-profile/products/bestof'],
      ['color', '/en/my-profile/products/color'],
      ['wallpaper', '/en/my-profile/products/wallpaper'],
      ['proFirst', '/en/my-profile/products/profirst'],
      ['valuation', '/en/my-profile/valuate'],
      ['leadGenerator', '/en/my-profile/products/lead-generator'],
      ['propertyAdvisor', '/en/my-profile/products/property-advisor'],
    ]);
    const packs = screen.getAllByTestId('products-pack');
    expect(packs.map((pack) => pack.dataset.pack)).toEqual(['starter', 'gold']);
    expect(within(packs[0]!).getByText('€ 62 per month')).toBeInTheDocument();
    expect(within(packs[1]!).getByText('Your pack')).toBeInTheDocument();
    expect(within(packs[1]!).getByText('25 Best Of slots')).toBeInTheDocument();
  });

  it('shows a card per product on a phone, with its state, price and actions, and no sideways table', async () => {
    stubMatchMedia((query) => query === CARDS_QUERY);
    start();
    await waitFor(() => expect(screen.getAllByTestId('products-row')).toHaveLength(9));
    expect(screen.queryByTestId('products-table')).toBeNull();
    const bestOf = within(row('bestOf'));
    expect(row('bestOf').tagName).toBe('LI');
    expect(bestOf.getByTestId('products-state')).toHaveTextContent('Active');
    expect(bestOf.getByText('In the pack')).toBeInTheDocument();
    expect(bestOf.getByText('20 of 25 slots used')).toBeInTheDocument();
    expect(
      within(row('propertyAdvisor')).getByRole('button', { name: 'Order Property Advisor' }),
    ).toBeInTheDocument();
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

  it('orders Wallpaper PRO at the price of the listings online, with the invoice prefilled from the profile and the terms required', async () => {
    const { bodies } = start();
    await waitFor(() => expect(screen.getAllByTestId('products-row')).toHaveLength(9));
    expect(within(row('bestOf')).queryByTestId('products-order')).toBeNull();
    await userEvent.click(within(row('wallpaper')).getByRole('button', { name: 'Order Wallpaper PRO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Wallpaper PRO' });
    expect(within(dialog).getByText(/12 properties now/)).toBeInTheDocument();
    const packages = within(dialog).getAllByRole('radio');
    expect(packages).toHaveLength(1);
    expect(within(dialog).getByTestId('order-package-wallpaper-under-50')).toHaveTextContent('€ 62');
    expect(within(dialog).getByTestId('invoice-form-vatNumber')).toHaveValue('BE0123456749');
    expect(within(dialog).getByTestId('invoice-form-companyName')).toHaveValue('Immo Demo');
    await userEvent.click(within(dialog).getByTestId('product-order-submit'));
    expect(await within(dialog).findByText('Please tick this box to continue.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByTestId('invoice-form-noVat'));
    expect(within(dialog).getByTestId('invoice-form-vatNumber')).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('product-order-terms'));
    await userEvent.click(within(dialog).getByTestId('product-order-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'product',
      product: 'wallpaper',
      package: 'wallpaper-under-50',
      remarks: null,
      termsAccepted: true,
      invoice: { noVat: true, vatNumber: null, companyName: 'Immo Demo', name: 'An Claes', postcode: '9000' },
    });
    expect(await within(dialog).findByTestId('order-placed')).toHaveTextContent('+++600/0000/90084+++');
  });

  it('previews the PRO Directory entry from the profile: logo, slogan, description, hours and contacts', async () => {
    start();
    const preview = await screen.findByTestId('pro-directory-preview');
    expect(screen.getByTestId('pro-directory')).toHaveTextContent(
      'With PRO Directory (in every pack), your agency appears in the directory like this',
    );
    expect(within(preview).getByRole('heading', { name: 'Immo Demo' })).toBeInTheDocument();
    expect(within(preview).getByRole('img', { name: 'Logo of Immo Demo' })).toHaveAttribute(
      'src',
      '/nl/api/core/my-profile/user/pro/logo/all',
    );
    expect(preview).toHaveTextContent('Thuis in Gent');
    // No English description: the first language that has one.
    expect(within(preview).getByTestId('pro-directory-description')).toHaveTextContent(
      'Uw makelaar in Gent.',
    );
    const hours = within(preview).getByTestId('pro-directory-hours');
    expect(hours).toHaveTextContent('Monday09:00–12:00, 13:00–18:00');
    expect(hours).toHaveTextContent('Tuesday09:00–12:00 · also by appointment');
    expect(within(preview).getByTestId('pro-directory-contacts')).toHaveTextContent(
      'Lotte Janssens · Makelaar · 0475 11 22 33 · lotte@immodemo.be',
    );
  });

  it('offers Property Advisor credits, and lists the product orders with their invoices', async () => {
    start(NO_CONTRACT, [PLACED]);
    await waitFor(() => expect(screen.getAllByTestId('products-row')).toHaveLength(9));
    expect(
      within(row('propertyAdvisor')).getByRole('button', { name: 'Order Property Advisor' }),
    ).toBeInTheDocument();
    const orders = await screen.findByTestId('product-orders-table');
    expect(
      within(orders).getByText('Wallpaper PRO, under 50 online properties (the first month)'),
    ).toBeInTheDocument();
    expect(within(orders).getByText('To pay with +++600/0000/90084+++')).toBeInTheDocument();
    expect(
      within(orders).getByRole('button', { name: '2026/000031: download the invoice' }),
    ).toBeInTheDocument();
  });

  it('offers first the fixed-price package that covers the properties online, and warns on smaller ones', async () => {
    start();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('fixed-price-order'));
    const dialog = within(await screen.findByRole('dialog'));
    // 12 properties online: 25 is the first package that holds them.
    expect(dialog.getByTestId('order-package-fixed-25')).toHaveAttribute('aria-checked', 'true');
    expect(
      within(dialog.getByTestId('order-package-fixed-10')).getByTestId('order-package-warning'),
    ).toHaveTextContent('Fewer than your 12 properties online: each one above it costs € 0,35 per day.');
    expect(dialog.getAllByTestId('order-package-warning')).toHaveLength(1);
  });

  it('shows the fixed-price package, the listings above its quota and their overrun per day', async () => {
    start({
      contract: {
        package: 'fixed-10',
        properties: 10,
        monthlyPrice: 99,
        activation: 1,
        startDate: '2026-10-01',
        endDate: null,
      },
      onlineListings: 12,
      aboveQuota: 2,
      overrunPerDay: 0.7,
    });
    const contract = await screen.findByTestId('fixed-price-contract');
    expect(contract).toHaveTextContent('Your package: up to 10 properties');
    expect(contract).toHaveTextContent('€ 99 per month');
    expect(within(contract).getByTestId('fixed-price-online')).toHaveTextContent(
      '12 properties online of the 10',
    );
    expect(within(contract).getByTestId('fixed-price-overrun')).toHaveTextContent(
      '2 properties are above your package: € 0,35 per property per day, € 0,70 per day now.',
    );
    expect(screen.queryByTestId('fixed-price-order')).toBeNull();
    expect(within(screen.getByTestId('fixed-price-packages')).getAllByRole('row')).toHaveLength(8);
  });
});
