import type { AdvisorDossier, UserProduct } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/language';
import type { Handler } from '../../test/render';
import { json, mockApi, renderApp } from '../../test/render';
import { property } from '../../test/properties';
import { agency } from '../../test/users';
import { PropertyAdvisorPage } from './property-advisor-page';

const advisor = (overrides: Partial<UserProduct> = {}): UserProduct => ({
  code: 'propertyAdvisor',
  activation: 1,
  pack: null,
  startDate: '2026-01-01',
  endDate: null,
  slots: null,
  selection: null,
  used: null,
  monthlyPrice: null,
  credits: 3,
  ...overrides,
});
const dossier = (id: number, title: string): AdvisorDossier => ({
  id,
  title,
  description: null,
  listing: {
    id: 100 + id,
    vlancode: `ABC010${id}`,
    yourReference: `REF-${id}`,
    propertyType: 'house',
    transactionType: 'sale',
    zipcode: '9000',
    city: 'Gent',
  },
  creditsUsed: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
});

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
  vi.restoreAllMocks();
});

function start(product: UserProduct | null, extra: Record<string, Handler> = {}) {
  applyLanguage('en');
  const created: unknown[] = [];
  let dossiers = [dossier(1, 'Verkoopadvies')];
  const api = mockApi(agency, {
    'GET my-products': () => json(200, { data: product ? [product] : [] }),
    'POST my-products/property-advisor/dossiers': () =>
      json(200, { data: dossiers, paging: { page: 1, pageSize: 10, total: dossiers.length, totalPages: 1 } }),
    'POST my-properties': () =>
      json(200, {
        data: [property({ id: 7, yourReference: 'REF-7', zipcode: '9000', city: 'Gent' })],
        paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
      }),
    'POST my-products/dossier': ({ body }) => {
      created.push(body);
      const next = { ...dossier(2, (body as { title: string }).title), creditsLeft: 2 };
      dossiers = [next, ...dossiers];
      return json(200, { data: next });
    },
    'GET my-products/property-advisor/access-token/1': () =>
      json(200, {
        data: {
          token: 'abc',
          expiresAt: '2026-11-25T10:05:00.000Z',
          url: 'https://advisor.example.be/open?token=abc',
        },
      }),
    ...extra,
  });
  current = renderApp('/en/my-profile/products/property-advisor', api, [
    { path: '*', element: <PropertyAdvisorPage /> },
  ]);
  return { created };
}

describe('PropertyAdvisorPage', () => {
  it('creates a dossier on a chosen property, after saying a property must be chosen', async () => {
    const { created } = start(advisor());
    expect(await screen.findByTestId('advisor-credits')).toHaveTextContent('3 credits left');
    expect(await screen.findByText('Verkoopadvies')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('dossier-title'), 'Huurprijsadvies');
    await userEvent.click(screen.getByTestId('dossier-create'));
    expect(await screen.findByText('You need to select a property')).toBeInTheDocument();
    expect(created).toEqual([]);
    await userEvent.click(screen.getByTestId('dossier-listing'));
    await userEvent.click(await screen.findByRole('option', { name: 'REF-7, 9000 Gent' }));
    await userEvent.click(screen.getByTestId('dossier-create'));
    await waitFor(() =>
      expect(created).toEqual([{ listingId: 7, title: 'Huurprijsadvies', description: null }]),
    );
    expect(await screen.findByTestId('dossier-created')).toHaveTextContent(
      'The dossier "Huurprijsadvies" was created. 2 credits left.',
    );
    await waitFor(() => expect(screen.getAllByTestId('dossier')).toHaveLength(2));
  });

  it("says the spec's message when creating fails unexpectedly, and the server's own refusals as they are", async () => {
    start(advisor(), {
      'POST my-products/dossier': () => json(500, { error: 'internal', messageKey: 'errors:generic' }),
    });
    await userEvent.click(await screen.findByTestId('dossier-listing'));
    await userEvent.click(await screen.findByRole('option', { name: 'REF-7, 9000 Gent' }));
    await userEvent.type(screen.getByTestId('dossier-title'), 'Dossier');
    await userEvent.click(screen.getByTestId('dossier-create'));
    const failure = await screen.findByTestId('dossier-failure');
    expect(failure).toHaveTextContent('An error occurred while creating your dossier');
    expect(failure).toHaveTextContent('If the problem persists, contact support.');
    current?.unmount();
    start(advisor(), {
      'POST my-products/dossier': () =>
        json(400, { error: 'property_type_not_allowed', messageKey: 'errors:advisorPropertyType' }),
    });
    await userEvent.click(await screen.findByTestId('dossier-listing'));
    await userEvent.click(await screen.findByRole('option', { name: 'REF-7, 9000 Gent' }));
    await userEvent.type(screen.getByTestId('dossier-title'), 'Dossier');
    await userEvent.click(screen.getByTestId('dossier-create'));
    expect(await screen.findByTestId('dossier-failure')).toHaveTextContent(
      'Only House and Apartment are allowed.',
    );
  });

  it('opens a dossier in the advisor tool with a fresh token', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    start(advisor());
    const row = await screen.findByTestId('dossier');
    await userEvent.click(within(row).getByRole('button', { name: 'Open in the advisor: Verkoopadvies' }));
    await waitFor(() => expect(tab.location.href).toBe('https://advisor.example.be/open?token=abc'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
  });

  it('tells a user without an active product, with the spec message and a way to ask', async () => {
    start(advisor({ activation: 2, credits: 0 }));
    expect(await screen.findByTestId('advisor-not-active')).toHaveTextContent(
      'Your product is not activated yet, please contact us to resolve this issue.',
    );
    expect(screen.queryByTestId('dossier-create')).toBeNull();
    expect(screen.queryByTestId('advisor-ask')).toBeNull();
    current?.unmount();
    start(null);
    expect(await screen.findByTestId('advisor-ask')).toBeInTheDocument();
    expect(screen.getByTestId('advisor-state')).toHaveTextContent('Not active');
  });
});
