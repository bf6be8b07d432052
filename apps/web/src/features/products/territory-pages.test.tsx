import type { PostcodeAvailability, ValuationContact } from '@app/contract';
import { ERR } from '@app/contract';
import { formatDate } from '@app/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/language';
import { agencyProfile, profileQuery } from '../../test/profiles';
import { json, mockApi, renderApp } from '../../test/render';
import { valuationContact, ZONE } from '../../test/products';
import { agency } from '../../test/users';
import { ProFirstPage, ValuationContactsPage, ValuationZonesPage } from './territory-pages';

const FOUND: PostcodeAvailability[] = [
  {
    postcode: '9050',
    cities: ['Gentbrugge', 'Ledeberg'],
    heldByYou: false,
    proFirstFree: true,
    exclusivityFree: false,
    poolPlacesLeft: 3,
  },
  {
    postcode: '9051',
    cities: ['Afsnee'],
    heldByYou: false,
    proFirstFree: true,
    exclusivityFree: true,
    poolPlacesLeft: 5,
  },
];

let current: ReturnType<typeof renderApp> | null = null;
afterEach(() => {
  current?.unmount();
  current = null;
  applyLanguage('nl');
});

describe('ProFirstPage', () => {
  it('states its price as every amount is written (€ 50), not as a word of its own', async () => {
    applyLanguage('fr');
    const api = mockApi(agency, {
      'GET my-products/profirst/users': () => json(200, { data: [] }),
      'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
    });
    current = renderApp('/fr/mon-profil/produits/profirst', api, [
      { path: '*', element: <ProFirstPage profileQuery={profileQuery} /> },
    ]);
    expect(await screen.findByText(/à € 50 par mois et par code postal\.$/)).toBeInTheDocument();
  });
});

describe('ValuationZonesPage', () => {
  it('lists the zones and says clearly why an order is refused', async () => {
    applyLanguage('en');
    const orders: unknown[] = [];
    const api = mockApi(agency, {
      'POST my-products/valuation/zones': () => json(200, { data: [ZONE] }),
      'GET my-products/profirst/cities/905': () => json(200, { data: FOUND }),
      'GET my-profile/user/details': () => json(200, { data: agencyProfile }),
      'POST my-products/order': ({ body }) => {
        orders.push(body);
        return json(409, { error: 'zone_pool_full', messageKey: ERR.zonePoolFull, values: { max: 5 } });
      },
    });
    current = renderApp('/en/my-profile/valuate', api, [
      { path: '*', element: <ValuationZonesPage profileQuery={profileQuery} /> },
    ]);
    const row = await screen.findByTestId('territory-9000');
    expect(row).toHaveTextContent('Exclusivity');
    expect(row).toHaveTextContent('€ 149 per month');
    expect(within(row).getByTestId('territory-contacts')).toHaveTextContent('41');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('territory-order'));
    await user.type(await screen.findByTestId('territory-search'), '905');
    const gentbrugge = await screen.findByTestId('territory-result-9050');
    expect(gentbrugge).toHaveTextContent('Available');
    await user.click(within(gentbrugge).getByRole('radio'));
    // Gentbrugge is shared in a pool: exclusivity cannot be chosen there.
    expect(within(screen.getByTestId('territory-zone-type')).getAllByRole('radio')[0]).toBeDisabled();
    expect(screen.getByText('Shared with other agencies: 3 places left.')).toBeInTheDocument();
    await user.click(screen.getByTestId('territory-order-terms'));
    await user.click(screen.getByTestId('territory-order-submit'));
    expect(
      await screen.findByText('The pool of this postcode is full: 5 agencies share it.'),
    ).toBeInTheDocument();
    expect(orders).toEqual([
      expect.objectContaining({
        type: 'territory',
        product: 'valuation',
        postcode: '9050',
        zoneType: 'pool',
        months: 6,
      }),
    ]);
  });

  it('says so when the agency holds no zone yet', async () => {
    applyLanguage('fr');
    const api = mockApi(agency, { 'POST my-products/valuation/zones': () => json(200, { data: [] }) });
    current = renderApp('/fr/mon-profil/estimer', api, [
      { path: '*', element: <ValuationZonesPage profileQuery={profileQuery} /> },
    ]);
    expect(await screen.findByTestId('territories-empty')).toHaveTextContent(
      "Vous n'avez pas encore de zones d'estimation.",
    );
  });
});

describe('ValuationContactsPage', () => {
  it('shows each request with the owner, the address and the estimate', async () => {
    applyLanguage('nl');
    const contact = valuationContact();
    const api = mockApi(agency, {
      'POST my-products/valuation/contacts': () =>
        json(200, { data: [contact], paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 } }),
    });
    current = renderApp('/nl/mijn-profiel/schatten-contacten', api, [
      { path: '*', element: <ValuationContactsPage /> },
    ]);
    const row = await screen.findByTestId('territory-contact');
    expect(row).toHaveTextContent('Sofie Peeters');
    expect(row).toHaveTextContent('Kortrijksesteenweg 214, 9000 Gent');
    expect(row).toHaveTextContent('Huis, 165 m², 3 slaapkamers');
    expect(row).toHaveTextContent('€ 552.000');
    expect(screen.getByTestId('territory-contacts-total')).toHaveTextContent('1 contact');
  });

  it('shows what an erased request keeps: the day, the zone, the property type', async () => {
    applyLanguage('nl');
    const contact: ValuationContact = {
      id: 8,
      receivedAt: '2026-11-19T23:00:00.000Z',
      zoneType: 'exclusivity',
      firstName: null,
      lastName: null,
      email: 'erased-8@deleted.invalid',
      phone: null,
      street: '',
      number: '',
      postcode: '9000',
      city: '',
      propertyType: 'house',
      livableSurface: null,
      bedrooms: null,
      estimate: null,
    };
    const api = mockApi(agency, {
      'POST my-products/valuation/contacts': () =>
        json(200, { data: [contact], paging: { page: 1, pageSize: 20, total: 1, totalPages: 1 } }),
    });
    current = renderApp('/nl/mijn-profiel/schatten-contacten', api, [
      { path: '*', element: <ValuationContactsPage /> },
    ]);
    const cells = within(await screen.findByTestId('territory-contact')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      formatDate(contact.receivedAt, 'nl'),
      expect.any(String),
      expect.stringMatching(/^9000Exclusiviteit/),
      'Huis',
      '–',
    ]);
  });
});
