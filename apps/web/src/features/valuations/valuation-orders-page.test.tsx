import type { ValuationOrder } from '@app/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { privateUser } from '../../test/users';
import { ValuationOrderReceiptPage } from './valuation-order-receipt-page';
import { ValuationOrdersPage } from './valuation-orders-page';

const EXPERT: ValuationOrder = {
  id: 240,
  package: 'valuation-expert',
  amount: 295,
  duration: { unit: 'days', count: 10 },
  reference: 'ORD-2025-00240',
  structuredCommunication: '+++429/0000/00048+++',
  createdAt: '2025-12-26T10:20:00.000Z',
  paidAt: '2025-12-28T11:20:00.000Z',
  endsOn: '2026-01-04',
  remarks: null,
  valuation: { id: 1, address: 'Kortrijksesteenweg 214, 9000 Gent' },
};
const FOLLOW: ValuationOrder = {
  ...EXPERT,
  id: 241,
  package: 'valuation-follow-1y',
  amount: 39,
  duration: { unit: 'years', count: 1 },
  reference: 'ORD-2026-00241',
  paidAt: null,
  endsOn: '2027-11-07',
  valuation: null,
};

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

describe('ValuationOrdersPage', () => {
  it('lists the orders with package, valuation, payment and a link to each receipt', async () => {
    applyLanguage('en');
    const api = mockApi(privateUser, {
      'POST my-valuations/orders': () =>
        json(200, { data: [FOLLOW, EXPERT], paging: { page: 1, pageSize: 10, total: 2, totalPages: 1 } }),
    });
    current = renderApp('/en/my-profile/my-valuations-orders', api, [
      { path: '*', element: <ValuationOrdersPage /> },
    ]);
    const [follow, expert] = await screen.findAllByTestId('valuation-order');
    expect(follow).toHaveTextContent('Surveyor follow-up (for 1 year)');
    expect(follow).toHaveTextContent('Valuation no longer available');
    expect(follow).toHaveTextContent('To pay');
    expect(expert).toHaveTextContent('Expert valuation on site (within 10 days)');
    expect(expert).toHaveTextContent('Kortrijksesteenweg 214, 9000 Gent');
    expect(expert).toHaveTextContent('Paid on');
    expect(screen.getByRole('link', { name: 'Receipt of order ORD-2025-00240' })).toHaveAttribute(
      'href',
      '/en/my-profile/my-valuations-orders/240',
    );
  });

  it('says so, with a way to the estimates, when there are no orders', async () => {
    applyLanguage('fr');
    const api = mockApi(privateUser, {
      'POST my-valuations/orders': () =>
        json(200, { data: [], paging: { page: 1, pageSize: 10, total: 0, totalPages: 0 } }),
    });
    current = renderApp('/fr/mon-profil/mes-estimations-commandes', api, [
      { path: '*', element: <ValuationOrdersPage /> },
    ]);
    expect(await screen.findByTestId('valuation-orders-empty')).toHaveTextContent(
      "Vous n'avez pas encore commandé de forfait d'estimation.",
    );
    expect(screen.getByRole('link', { name: 'Vers vos estimations' })).toBeInTheDocument();
  });
});

describe('ValuationOrderReceiptPage', () => {
  it('shows the receipt of an unpaid order with what to transfer', async () => {
    applyLanguage('nl');
    const api = mockApi(privateUser, {
      'GET my-valuations/orders/241': () => json(200, { data: FOLLOW }),
    });
    current = renderApp('/nl/mijn-profiel/mijn-schattingen-bestellingen/241', api, [
      {
        path: '/nl/mijn-profiel/mijn-schattingen-bestellingen/:orderId?',
        element: <ValuationOrderReceiptPage />,
      },
    ]);
    const details = await screen.findByTestId('valuation-receipt-details');
    expect(details).toHaveTextContent('ORD-2026-00241');
    expect(details).toHaveTextContent('Opvolging door een landmeter-expert (gedurende 1 jaar)');
    expect(details).toHaveTextContent('+++429/0000/00048+++');
    expect(details).toHaveTextContent('Te betalen');
    expect(screen.getByTestId('valuation-receipt-download')).toBeEnabled();
  });

  it('answers an order that is not the user’s with the server’s message', async () => {
    applyLanguage('en');
    const api = mockApi(privateUser, {
      'GET my-valuations/orders/9': () => json(404, { error: 'not_found', messageKey: 'errors:notFound' }),
    });
    current = renderApp('/en/my-profile/my-valuations-orders/9', api, [
      { path: '/en/my-profile/my-valuations-orders/:orderId?', element: <ValuationOrderReceiptPage /> },
    ]);
    expect(await screen.findByTestId('valuation-receipt-error')).toBeInTheDocument();
  });
});
