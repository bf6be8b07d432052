import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render';
import { agency } from '../../test/users';
import { agencyProfile, profileQuery } from '../../test/profiles';
import { OrdersModal } from './orders-modal';
import { cleanNotifications, order, property, renderOrders, typist } from './test-utils';

const LISTING = property({ id: 7, vlancode: 'GNT4711' });
const ORDERS = [
  order({
    id: 242,
    type: 'upsell',
    package: 'spotlight-2w',
    amount: 15,
    createdAt: '2026-11-20T10:00:00.000Z',
  }),
  order({
    id: 240,
    paidAt: '2026-11-05T10:00:00.000Z',
    invoice: { id: 9, number: '2026/000012', createdAt: '2026-11-06T10:00:00.000Z' },
  }),
];

let clicked: Array<{ download: string; href: string }>;
beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and does not follow links: saveFile's click is recorded instead.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  cleanNotifications();
});

function start(orders = ORDERS, pdf: () => Response = () => new Response('%PDF-1.4', { status: 200 })) {
  const view = renderOrders(
    <OrdersModal property={LISTING} opened onClose={() => {}} profileQuery={profileQuery} />,
    agency,
    {
      'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
      'GET my-properties/7/orders': () => json(200, { data: orders }),
      'GET my-properties/7/orders/240/receipt': pdf,
      'GET my-properties/7/orders/240/invoice': pdf,
    },
  );
  // Documents are fetched around the API client, with the global fetch.
  vi.stubGlobal('fetch', view.api);
  return view;
}

describe('the orders dialog', { timeout: 15_000 }, () => {
  it('lists the orders: what, when, how much, paid or how to pay, and the invoice', async () => {
    start();
    const dialog = await screen.findByRole('dialog', { name: 'Orders and invoices' });
    const list = await within(dialog).findByRole('list', { name: 'Orders of listing GNT4711' });
    const [upsell, publication] = within(list).getAllByRole('listitem');
    expect(within(upsell!).getByRole('heading', { name: 'Upsell: Spotlight, 2 weeks' })).toBeInTheDocument();
    expect(upsell).toHaveTextContent('Unpaid');
    expect(upsell).toHaveTextContent('Transfer with the structured communication +++600/0000/24012+++');
    expect(upsell).toHaveTextContent('Not requested');
    expect(within(upsell!).getByRole('button', { name: 'Request invoice' })).toBeInTheDocument();

    expect(within(publication!).getByRole('heading', { name: 'Publication: Standard' })).toBeInTheDocument();
    expect(publication).toHaveTextContent('Paid on 5 Nov 2026');
    expect(publication).toHaveTextContent('online for 3 months');
    expect(publication).toHaveTextContent('2026/000012');
    expect(
      within(publication!).getByRole('button', { name: 'Download invoice' }),
    ).toHaveAccessibleDescription('Publication: Standard');
    expect(within(publication!).queryByRole('button', { name: 'Request invoice' })).toBeNull();
  });

  it('says so when the listing has no orders', async () => {
    start([]);
    expect(await screen.findByText('There are no orders for this listing yet.')).toBeInTheDocument();
  });

  it('downloads the receipt and the invoice under the names the server gives', async () => {
    const user = typist();
    start(
      ORDERS,
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="receipt-ORD-2026-00240.pdf"',
          },
        }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Orders and invoices' });
    const card = (await within(dialog).findAllByRole('listitem'))[1]!;
    await user.click(within(card).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'receipt-ORD-2026-00240.pdf', href: 'blob:pdf' }]),
    );
  });

  it('shows a translated notice when a document cannot be downloaded', async () => {
    const user = typist();
    start(ORDERS, () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders and invoices' });
    const card = (await within(dialog).findAllByRole('listitem'))[1]!;
    await user.click(within(card).getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByText('The document could not be downloaded.')).toBeInTheDocument();
    expect(screen.getByText('This item does not exist.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
