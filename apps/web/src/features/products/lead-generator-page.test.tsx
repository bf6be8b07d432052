import type { LeadGeneratorState, SellerLead, UserProduct } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { json, mockApi, renderApp } from '../../test/render';
import { agencyProfile, profileQuery } from '../../test/profiles';
import { agency } from '../../test/users';
import { LeadGeneratorPage } from './lead-generator-page';

const PRODUCT: UserProduct = {
  code: 'leadGenerator',
  activation: 1,
  pack: null,
  startDate: '2026-09-11',
  endDate: '2027-09-11',
  slots: null,
  selection: null,
  used: null,
  monthlyPrice: 89,
  credits: null,
};
const lead = (id: number): SellerLead => ({
  id,
  receivedAt: `2026-11-${String(24 - (id % 20)).padStart(2, '0')}T09:30:00.000Z`,
  firstName: 'Marie',
  lastName: `Peeters ${id}`,
  email: `seller${id}@example.com`,
  phone: id % 2 ? '+32 475 11 22 33' : null,
  postcode: '9050',
  city: 'Gentbrugge',
  propertyType: 'house',
  message: id % 3 ? 'We move in spring.' : null,
});

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

function start(state: LeadGeneratorState) {
  applyLanguage('en');
  const bodies: unknown[] = [];
  const api = mockApi(agency, {
    'GET my-products/lead-generator': () => json(200, { data: state }),
    'GET my-products/fixed-price': () =>
      json(200, { data: { contract: null, onlineListings: 12, aboveQuota: 0, overrunPerDay: 0 } }),
    'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
    'POST my-products/lead-generator/leads': ({ body }) => {
      bodies.push(body);
      const { page = 1 } = body as { page?: number };
      const ids = Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => (page - 1) * 20 + i + 1);
      return json(200, { data: ids.map(lead), paging: { page, pageSize: 20, total: 45, totalPages: 3 } });
    },
  });
  current = renderApp('/en/my-profile/products/lead-generator', api, [
    { path: '*', element: <LeadGeneratorPage profileQuery={profileQuery} /> },
  ]);
  return { bodies };
}

describe('LeadGeneratorPage', () => {
  it('shows the state, the area and the leads page by page', async () => {
    const { bodies } = start({
      product: PRODUCT,
      area: { postcode: '9000', city: 'Gent', radiusKm: 15 },
      total: 45,
    });
    expect(await screen.findByTestId('lead-generator-state')).toHaveTextContent('Active');
    expect(screen.getByTestId('lead-generator-area')).toHaveTextContent(
      'Your area: within 15 km of 9000 Gent, your office.',
    );
    expect(screen.getByText('€ 89 per month')).toBeInTheDocument();
    expect(screen.queryByTestId('lead-generator-order')).toBeNull();
    expect(await screen.findByTestId('seller-leads-total')).toHaveTextContent('45 leads');
    const rows = within(screen.getByTestId('seller-leads-table')).getAllByTestId('seller-lead');
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: 'seller1@example.com' })).toHaveAttribute(
      'href',
      'mailto:seller1@example.com',
    );
    expect(rows[0]).toHaveTextContent('9050 Gentbrugge');
    expect(rows[0]).toHaveTextContent('House');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByTestId('seller-lead')).toHaveLength(5));
    expect(bodies.at(-1)).toEqual({ page: 3, pageSize: 20 });
  });

  it('offers the order and information request to an agency without it, and says how the area is found', async () => {
    start({ product: null, area: null, total: 0 });
    expect(await screen.findByTestId('lead-generator-state')).toHaveTextContent('Not active');
    expect(screen.getByTestId('lead-generator-no-area')).toHaveTextContent(
      'Add your address in your profile.',
    );
    expect(screen.queryByTestId('seller-leads')).toBeNull();
    await userEvent.click(await screen.findByTestId('lead-generator-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Order Lead Generator' });
    expect(await within(dialog).findByTestId('order-package-lead-generator')).toHaveTextContent('€ 89');
  });
});
